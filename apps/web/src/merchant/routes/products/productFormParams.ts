/** `/products?new=1` opens the product form for a new product (the dashboard's first-product step links to it). */
export const NEW_PRODUCT_PARAM = 'new';
