import { type ErrorResponse, Link } from "@remix-run/react";

interface BadRequestPageProps {
  error: ErrorResponse;
  title: string;
  text: string;
  /** Where the visitor goes from here, and the link's text. */
  to: string;
  action: string;
}

/** A 400 page that lists the problems the loader named (its `problems` data), as the URL spelled them. */
export function BadRequestPage({ error, title, text, to, action }: BadRequestPageProps) {
  const problems: string[] = (error.data as { problems?: string[] })?.problems ?? [];
  return (
    <section className="mx-auto max-w-2xl px-4 py-20">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-ink-muted">{text}</p>
      <ul className="mt-3 list-disc space-y-1 ps-6" dir="ltr">
        {problems.map((problem) => (
          <li key={problem}>
            <code>{problem}</code>
          </li>
        ))}
      </ul>
      <Link to={to} className="mt-8 inline-block rounded-lg bg-brand px-5 py-2.5 font-semibold text-brand-ink hover:bg-brand-strong">
        {action}
      </Link>
    </section>
  );
}
