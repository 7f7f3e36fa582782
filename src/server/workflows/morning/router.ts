import { adminProcedure, router } from '../../trpc/trpc';
import { findTodoList } from './todoList';

/** The owner's to-do list, mounted as `admin.todo`: the dashboard's top and the menu's counts. */
export const adminTodoRouter = router({
  list: adminProcedure.query(({ ctx }) => findTodoList(ctx.db)),
});
