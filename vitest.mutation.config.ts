import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run test:mutation` runs against each mutant (stryker.config.mjs): the unit tests of the rule modules
 * it mutates, with no database, server or browser. Only these: a mutant of a module-level table (the route table)
 * reruns every test listed here, so each file more is paid once per such mutant.
 */
export default defineConfig({
  test: {
    include: [
      'tests/domain/{profile-status,profile-progress,safe-path,route-audiences,route-table,navigation,login-redirect,trust-badge,role-form,candidate-view}.test.ts',
      'domain/{login-redirect,trust-badge,role-form,proposal,safe-path,profile-progress,tax-ids,bank-numbers,pipeline,first-proposal,tasks,match-facts,match-score,job-posting,billing,work-reports,payouts}.test.ts',
      'tests/access/*.test.ts',
      'domain/{portfolio,video-link,profile-sections,tax-forms,tax-form-fields,storable-text,robots,legal,talent-view,profile-page,talent-ld,page-topics,role-display,reviews,notifications,payments,two-factor,testimonials,match-advice,picture-upload}.test.ts',
      'domain/{account,invoices,chat-text,form-values,job-html,job-posting-ld,job-alerts,job-alert-notice,format}.test.ts',
      'tests/domain/{file-type,job-lists,form-rules,format,fields,agency}.test.ts',
    ],
    environment: 'node',
    pool: 'forks',
  },
});
