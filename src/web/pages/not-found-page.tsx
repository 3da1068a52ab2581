// The fallback page for any path that is not a route of the app.
import { ButtonLink } from '../components/ui/button';

export function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
      <p className="font-display text-7xl font-bold text-saffron-700">404</p>
      <h1 className="mt-4 font-display text-3xl font-bold text-forest-900 sm:text-4xl">Page not found</h1>
      <p className="mt-3 text-lg text-ink/70">
        We looked in every tiffin, but the page you asked for isn&apos;t here.
      </p>
      <ButtonLink to="/" variant="secondary" size="lg" className="mt-8">
        Back to home
      </ButtonLink>
    </section>
  );
}
