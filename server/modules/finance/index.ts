// The finance module (财务): until the core's index lands, only its supervision part (财务监管) and 财务's to-do items.
export { financeSupervisionModule } from './supervision/index.ts';
