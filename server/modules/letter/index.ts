// The letter module: 函询. Other modules import it only through this file.
import { defineModule } from '../../platform/module.ts';
import { letterRoutes } from './routes/letter.ts';
import { letterTodo } from './todo.ts';

export const letterModule = defineModule({
  name: 'letter',
  routes: (app, ctx) => {
    letterRoutes(app, ctx);
  },
  todo: letterTodo,
});

// the supervisors' home pages (homes): the letters still to answer
export { LETTER_STATUS } from './scope.ts';
