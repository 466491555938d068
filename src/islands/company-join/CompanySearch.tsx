/**
 * A client contact without a company finds theirs by name (GET /api/Company/Search, at most 10 matches) and
 * asks to join it (POST /api/Company/RequestToJoin); the pending request page follows.
 */
import { useState } from 'react';
import { getFormProps } from '@conform-to/react';
import { companySearchQuery } from '#domain/account.ts';
import { api, type ApiError } from '../../lib/api-client.ts';
import type { AnswerOf } from '../../lib/api/operation.ts';
import { Company_RequestToJoin, Company_Search } from '../../lib/api/operations.gen.ts';
import { TextField } from '../form-kit/TextField.tsx';
import { ErrorText } from '../form-kit/ErrorText.tsx';
import { useApiForm } from '../form-kit/use-api-form.ts';
import './company-join.css';
import { SubmitButton } from '../form-kit/SubmitButton.tsx';

type FoundCompany = AnswerOf<typeof Company_Search>[number];

interface Search {
  name: string;
  companies: FoundCompany[];
}

const placeOf = (company: FoundCompany) => [company.city, company.country].filter(Boolean).join(', ');

export default function CompanySearch() {
  const [search, setSearch] = useState<Search | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);

  const { form, fields, busy } = useApiForm({
    id: 'company-search',
    schema: companySearchQuery,
    shouldValidate: 'onSubmit',
    send: ({ name }) => {
      setRefusal(null);
      return api.call(Company_Search, { query: { name } });
    },
    onSuccess: (companies, { value }) => setSearch({ name: value.name, companies }),
  });

  async function requestToJoin(company: FoundCompany) {
    setAsking(company.id);
    setRefusal(null);
    const result = await api.call(Company_RequestToJoin, { body: { companyId: company.id } });
    if (result.ok) {
      window.location.assign('/companyPendingRequest');
      return;
    }
    setAsking(null);
    setRefusal(result.error);
  }

  return (
    <div className="stack">
      <form {...getFormProps(form)} method="get" className="stack" role="search" aria-labelledby="company-search-title">
        <h2 id="company-search-title">Find your company</h2>
        <ErrorText id={form.errorId} className="form-error">
          {form.errors?.[0]}
        </ErrorText>
        <TextField field={fields.name} label="Company name" autoComplete="organization" />
        <div className="actions">
          <SubmitButton busy={busy} busyLabel="Searching…">Search</SubmitButton>
        </div>
      </form>
      <ErrorText id="company-join-error" className="form-error">
        {refusal?.message}
      </ErrorText>
      <section aria-labelledby="company-results-title" className="stack">
        <h2 id="company-results-title" className={search ? undefined : 'visually-hidden'}>
          Companies found
        </h2>
        <p role="status">
          {search
            ? search.companies.length === 0
              ? `No company matches “${search.name}”. Check the spelling, or create your company instead.`
              : `${search.companies.length} ${search.companies.length === 1 ? 'company matches' : 'companies match'} “${search.name}”.`
            : null}
        </p>
        {search && search.companies.length > 0 ? (
          <ul className="company-results">
            {search.companies.map((company) => (
              <li key={company.id} className="card company-result">
                <div>
                  <p className="company-name">{company.name}</p>
                  {placeOf(company) ? <p className="muted">{placeOf(company)}</p> : null}
                </div>
                <button type="button" disabled={asking !== null} onClick={() => void requestToJoin(company)}>
                  {asking === company.id ? 'Sending…' : 'Request to join'}
                  <span className="visually-hidden"> {company.name}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
