export { QueueBoardPage } from './QueueBoardPage';
