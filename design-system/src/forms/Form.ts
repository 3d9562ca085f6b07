import { FormProvider } from 'react-hook-form';

/**
 * Hands a react-hook-form form (`useForm()`'s result, spread: `<Form {...form}>`) to the fields
 * inside; render the `<form>` element within it.
 */
export const Form = FormProvider;
