import { WEB_CATALOGUE_SIZE } from '../fixtures/web.js';
import trainingCourse from './training-course.js';

/** The API's public course read on the web pages' catalogue, to print beside the course page. */
export default {
  ...trainingCourse,
  name: 'web-api-course',
  dataSizes: [WEB_CATALOGUE_SIZE],
};
