import { JobsQuery, JobsResponse, type Job } from '@farmplate/contracts';
import { paged, pageRequest } from '../../http/pagination';
import { responses, type Api } from '../../http/types';
import type { AppContext } from '../context';
import { jobsPage, type JobRow } from './jobs-repository';

const toJob = ({ payload: _payload, ...row }: JobRow): Job => row;

/** GET /admin/jobs: the job runner's record (cut-offs, mails), newest first, by status and kind. */
export async function jobsPlugin(app: Api, { db }: AppContext): Promise<void> {
  app.get(
    '/admin/jobs',
    {
      config: { permission: 'admin' },
      schema: { tags: ['admin'], querystring: JobsQuery, response: responses({ 200: JobsResponse }) },
    },
    async (request) => {
      const page = pageRequest(request.query);
      const status = !request.query.status || request.query.status === 'all' ? null : request.query.status;
      const kind = request.query.kind?.trim() ? request.query.kind.trim() : null;
      const { rows, total } = await jobsPage(db, { status, kind }, page);
      return paged(rows.map(toJob), total, page);
    },
  );
}
