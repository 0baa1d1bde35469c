export type OkType = 'ok';
