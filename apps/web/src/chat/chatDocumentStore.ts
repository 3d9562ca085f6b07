import { describeWriteProblems, documentWriteProblems } from '@marketplace/contract';
import type { ChatDocumentPath, ChatEntry } from './chatDocuments.ts';

/** A chat document as read: its `chat` array and the chat's id on our server (written with every append). */
export interface ChatDocument {
  entries: unknown[];
  chatId: string | null;
}

/** The live documents' store as the Firebase adapter uses it (Firestore, or a stand-in in tests). */
export interface ChatDocumentStore {
  /** Appends the entry to the document's `chat` array, creating the document if missing; `fields` are set beside it. */
  append(path: ChatDocumentPath, entry: ChatEntry, fields: Record<string, string>): Promise<void>;
  /** Calls `onDocument` with the whole document now and after every change (no entries while it does not exist). */
  watch(path: ChatDocumentPath, onDocument: (document: ChatDocument) => void, onError: (code: string) => void): () => void;
}

/** A write that breaks spec §5's field-name rules, refused before it reaches the database. */
export class DocumentWriteRefused extends Error {
  override readonly name = 'DocumentWriteRefused';
}

/** Spec §5, checked before every write: throws DocumentWriteRefused naming each problem. */
export function checkDocumentWrite(path: ChatDocumentPath, data: Record<string, unknown>): void {
  const problems = documentWriteProblems(data);
  if (problems.length > 0) {
    throw new DocumentWriteRefused(`Not written to ${path.collection}/${path.id}: ${describeWriteProblems(problems)}`);
  }
}
