import { bodyOf, operatorActor, pathId, type HandlerFactory } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import {
  adminProject,
  changeState,
  createProject,
  listAdminProjects,
  updateProject,
  type StateInput,
} from './admin.ts';
import type { ProjectFieldsInput } from './admin-fields.ts';

// The console's new-coin subscription projects (openapi/paths/admin-projects.yaml).
export const projectsAdminHandlers: HandlerFactory = (deps) => ({
  adminProjects: async () => ok(await listAdminProjects(deps)),
  adminProject: async (request) => ok(await adminProject(deps, pathId(request))),
  adminProjectCreate: async (request) =>
    ok(
      await createProject(deps, operatorActor(request), bodyOf<ProjectFieldsInput>(request)),
      'project.created',
    ),
  adminProjectUpdate: async (request) =>
    ok(
      await updateProject(
        deps,
        operatorActor(request),
        pathId(request),
        bodyOf<ProjectFieldsInput>(request),
      ),
      'project.updated',
    ),
  adminProjectState: async (request) =>
    ok(
      await changeState(deps, operatorActor(request), pathId(request), bodyOf<StateInput>(request)),
      'project.state_changed',
    ),
});
