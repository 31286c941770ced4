export { QueueBoardModule } from './queue-board.module';
