import type { Queryable } from './database';

/** Rows `offset` to `offset + limit` of a list. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** A paged list's query: `FROM … WHERE …` with its parameters, the columns to read and the order of the rows. */
export interface PagedQuery {
  columns: string;
  from: string;
  params: unknown[];
  orderBy: string;
}

/**
 * One page of a list and how many rows the list holds. Two statements rather than `count(*) OVER ()`: the window
 * would read every matching row before the LIMIT, where the page alone can walk an index, and a page past the end
 * would come back without its total.
 */
export async function selectPage<Row>(q: Queryable, query: PagedQuery, window: PageWindow): Promise<{ rows: Row[]; total: number }> {
  const { columns, from, params, orderBy } = query;
  const [counted, page] = await Promise.all([
    q.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${from}`, params),
    q.query<Row>(`SELECT ${columns} FROM ${from} ORDER BY ${orderBy} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
      ...params,
      window.limit,
      window.offset,
    ]),
  ]);
  return { rows: page.rows, total: counted.rows[0].total };
}
