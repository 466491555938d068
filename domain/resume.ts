/**
 * The talent's resume (/profile/resume): an uploaded file, PDF or Word (docx), at most 20 MB, checked by its bytes;
 * and a PDF written from the profile. The specification names neither the types nor the texts; these are ours (record 286).
 */
import { limits } from './constants.ts';
import { formatFileSize } from './format.ts';

export const resumeFileTypes = ['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'] as const;
export const resumeFileAccept = '.pdf,.docx';

export const resumeTexts = {
  wrongType: 'Your resume must be a PDF or a Word (.docx) file.',
  tooLarge: `Your resume must be smaller than ${formatFileSize(limits.fileMaxBytes)}.`,
  chooseFile: 'Choose your resume file first.',
  uploaded: 'Your resume was uploaded.',
  deleted: 'Your resume was removed.',
  none: 'No resume uploaded yet.',
} as const;
