// /admin/books: the month's statement, the sales-tax report and the accountant's exports (issue 43).
import { localDateOf } from '../../domain/calendar';
import { BooksReport } from '../features/admin/components/books/books-report';
import { serverNow } from '../lib/server-now';
import { AdminShell } from './admin-shell';

export function AdminBooksPage() {
  return (
    <AdminShell
      title="Books"
      description="What was sold, paid and refunded each month, the sales tax due, and files for the accountant."
    >
      <BooksReport initialMonth={localDateOf(serverNow()).slice(0, 7)} />
    </AdminShell>
  );
}
