/**
 * State and save of the portfolio File tab: checks title, description, file and thumbnail in the browser, uploads the
 * file, then adds or updates the item; a refused save names the server's message under its field.
 */
import { useState, type FormEvent } from 'react';
import { api } from '../../lib/api-client.ts';
import { Portfolio_AddItem, Portfolio_UpdateItem, Portfolio_UploadFile } from '../../lib/api/operations.gen.ts';
import { limits } from '#domain/constants.ts';
import { messages } from '#domain/messages.ts';
import { portfolioFileTypes, portfolioItemSchema } from '#domain/portfolio.ts';
import { sniffFileType, SNIFF_BYTES } from '#domain/file-type.ts';
import { readPicture } from '#domain/picture-upload.ts';

export interface Saved {
  docID: number;
  title: string;
  description: string;
  blobFileName: string;
  thumbnail: string | null;
}

export type Errors = Partial<Record<'title' | 'description' | 'blobId' | 'thumbnail' | 'form', string>>;

async function fileProblem(file: File): Promise<string | null> {
  if (file.size > limits.fileMaxBytes) return messages.portfolio.documentTooLarge;
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const type = sniffFileType(head, file.name);
  return type && (portfolioFileTypes as readonly string[]).includes(type.contentType) ? null : messages.portfolio.wrongDocumentType;
}

export function usePortfolioFileSave(saved: Saved | null, listHref: string) {
  const [title, setTitle] = useState(saved?.title ?? '');
  const [description, setDescription] = useState(saved?.description ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    const checked = portfolioItemSchema.pick({ title: true, description: true }).safeParse({ title, description });
    if (!checked.success) for (const issue of checked.error.issues) found[issue.path[0] as 'title' | 'description'] ??= issue.message;
    if (!file && !saved) found.blobId = messages.portfolio.itemRequired;
    if (file) {
      const problem = await fileProblem(file);
      if (problem) found.blobId = problem;
    }
    const thumbnail = await readPicture(picture);
    if (!thumbnail.ok) found.thumbnail = thumbnail.message;
    setErrors(found);
    if (Object.keys(found).length || !thumbnail.ok) return;
    const thumbnailBase64 = thumbnail.base64 ? { thumbnailBase64: thumbnail.base64 } : {};
    setBusy(true);
    let blobId: string | undefined;
    if (file) {
      const body = new FormData();
      body.set('formFile', file, file.name);
      const uploaded = await api.call(Portfolio_UploadFile, { query: {}, body });
      if (!uploaded.ok) {
        setBusy(false);
        setErrors({ blobId: uploaded.error.message });
        return;
      }
      blobId = uploaded.data.blobId;
    }
    const result = saved
      ? await api.call(Portfolio_UpdateItem, { body: { docID: saved.docID, title, description, ...(blobId ? { blobId } : {}), ...thumbnailBase64 } })
      : await api.call(Portfolio_AddItem, { body: { title, description, blobId: blobId ?? '', ...thumbnailBase64 } });
    if (result.ok) {
      window.location.assign(`${listHref}?notice=${encodeURIComponent(result.data.message)}`);
      return;
    }
    setBusy(false);
    const fieldErrors = result.error.errors ?? {};
    // A picture the server refuses (type or size) is named under its field.
    const thumbnailRefused = result.status === 413 || result.status === 415 || fieldErrors.imageAsBase64String ? result.error.message : undefined;
    setErrors({
      title: fieldErrors.title?.[0],
      description: fieldErrors.description?.[0],
      blobId: fieldErrors.blobId?.[0],
      thumbnail: thumbnailRefused,
      form: fieldErrors.title || fieldErrors.description || fieldErrors.blobId || thumbnailRefused ? undefined : result.error.message,
    });
  }

  return { title, setTitle, description, setDescription, setFile, setPicture, errors, busy, submit };
}
