import type { Handler } from "../core/context.ts";
import { listUsers as pageOfUsers } from "../data/users.ts";

const DEFAULT_PAGE = 1;
const DEFAULT_PAGE_SIZE = 20;

/** GET /api/users: a deterministic population, page-number pagination (designed). */
export const listUsers: Handler<"listUsers"> = (ctx) => {
  const page = ctx.query.page ?? DEFAULT_PAGE;
  const pageSize = ctx.query.page_size ?? DEFAULT_PAGE_SIZE;
  const { users, total } = pageOfUsers(page, pageSize);
  return { status: 200, body: { users, total, page, page_size: pageSize } };
};
