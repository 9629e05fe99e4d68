import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '../../../components/ui/Container';

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A legal page: title, last update, a table of contents and numbered sections. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
  other,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
  other: { to: string; label: string };
}) {
  return (
    <Container className="flex max-w-5xl flex-col gap-6 py-6 md:py-10">
      <header className="flex flex-col gap-2">
        <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">Legal</p>
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 md:text-4xl">{title}</h1>
        <p className="text-sm text-ink-500">Last updated {updated}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-ink-500">On this page</p>
          <ol className="flex flex-col gap-1 text-sm">
            {sections.map((section, position) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-ink-700 hover:text-brand-700 hover:underline">
                  {position + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="flex flex-col gap-6 rounded-card bg-white p-5 text-[0.95rem] leading-relaxed text-ink-700 ring-1 ring-ink-100 md:p-8 [&_li]:ml-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1">
          <div className="flex flex-col gap-3">{intro}</div>
          {sections.map((section, position) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              className="flex scroll-mt-28 flex-col gap-2"
            >
              <h2 id={`${section.id}-title`} className="text-lg font-bold text-ink-900">
                {position + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
          <p className="border-t border-ink-100 pt-4 text-sm">
            See also our{' '}
            <Link to={other.to} className="font-semibold text-brand-700 hover:underline">
              {other.label}
            </Link>
            .
          </p>
        </article>
      </div>
    </Container>
  );
}
