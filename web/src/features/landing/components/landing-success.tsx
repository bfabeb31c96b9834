import { Quote } from 'lucide-react';
import { SUCCESS } from '../lib/landing-content';

/** marketing spec "What the product does and for whom": the success claims, with a member's quote. */
export function LandingSuccess() {
  return (
    <section aria-labelledby="success-heading" className="below-fold bg-gray-950 py-16 text-white sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <p className="text-sm font-bold tracking-wide text-rose-300 uppercase">Success stories</p>
          <h2 id="success-heading" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            Real people, real relationships
          </h2>
          <dl className="mt-8 grid grid-cols-2 gap-6">
            <div>
              <dt className="sr-only">Relationships</dt>
              <dd>
                <span className="block text-4xl font-extrabold text-rose-300 sm:text-5xl">{SUCCESS.relationships}</span>
                <span className="mt-1 block text-gray-300">{SUCCESS.relationshipsText}</span>
              </dd>
            </div>
            <div>
              <dt className="sr-only">Connection rate</dt>
              <dd>
                <span className="block text-4xl font-extrabold text-rose-300 sm:text-5xl">
                  {SUCCESS.connectionRate}
                </span>
                <span className="mt-1 block text-gray-300">{SUCCESS.connectionText}</span>
              </dd>
            </div>
          </dl>
        </div>
        <figure className="rounded-3xl bg-white/5 p-8 ring-1 ring-white/10">
          <Quote className="size-8 text-rose-300" aria-hidden />
          <blockquote className="mt-4 text-xl leading-relaxed font-medium sm:text-2xl">“{SUCCESS.quote}”</blockquote>
          <figcaption className="mt-6 font-semibold text-gray-300">{SUCCESS.quoteBy}</figcaption>
        </figure>
      </div>
    </section>
  );
}
