/** How the portfolio picker names a portfolio item: its key among the talent's items and the kind it shows. */
import type { PortfolioChoice } from '#domain/proposal.ts';

export const keyOf = (item: PortfolioChoice) => `${item.tableName}-${item.rowID}`;

export const kindOf = { InstrURLs: 'Link', InstrCourses: 'Course', InstrDocuments: 'Document' } as const;
