import { router } from '../../trpc/init.js';

export const teamsRouter = router({
});
