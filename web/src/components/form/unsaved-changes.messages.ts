import { defineMessages } from '@chegada/contracts';

/** Leaving a console form with changes not saved yet (LeaveGuard). */
export const unsavedChangesMessages = defineMessages({
  'pt-BR': {
    'unsavedChanges.title': 'Sair sem salvar?',
    'unsavedChanges.text':
      'As alterações feitas neste formulário ainda não foram salvas e serão perdidas.',
    'unsavedChanges.stay': 'Continuar editando',
    'unsavedChanges.leave': 'Sair sem salvar',
  },
  'en-US': {
    'unsavedChanges.title': 'Leave without saving?',
    'unsavedChanges.text': 'The changes made in this form are not saved yet and will be lost.',
    'unsavedChanges.stay': 'Keep editing',
    'unsavedChanges.leave': 'Leave without saving',
  },
  'es-ES': {
    'unsavedChanges.title': '¿Salir sin guardar?',
    'unsavedChanges.text':
      'Los cambios hechos en este formulario aún no se han guardado y se perderán.',
    'unsavedChanges.stay': 'Seguir editando',
    'unsavedChanges.leave': 'Salir sin guardar',
  },
});
