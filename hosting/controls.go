package hosting

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/runtime"
)

// ProjectControls returns new controls for a game of project p, which a host
// with devices (a window, a browser) maps its keyboard, mouse and gamepads
// through. They are made in two layers:
//
//   - the actions p's modules read, with their default bindings: the union of
//     their runtime.Module.Controls (runtime.ModuleControls), in the order the
//     project names the modules;
//   - over them, p's "controls" object: each action it names gets exactly the
//     bindings it lists there, replacing the modules' defaults for that action
//     (an empty list, "jump": [], unbinds it), and an action no module declares
//     is added (a game's own scripts may read it). Actions it does not name
//     keep the modules' defaults.
//
// So a project without "controls" plays with its modules' actions bound, and a
// project that rebinds one action keeps the others. A game with neither modules
// nor controls has no actions bound. ProjectControls returns an error naming the
// project file for a module that is not registered, or for a bad action name or
// binding text in "controls" (ParseProject checks those already).
func ProjectControls(p *Project) (*input.Controls, error) {
	c, err := runtime.ModuleControls(p.Modules)
	if err != nil {
		return nil, fmt.Errorf("hosting: %s: %w", ProjectFile, err)
	}
	raw := bytes.TrimSpace(p.Controls)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) {
		return c, nil
	}
	var own input.Controls
	if err := json.Unmarshal(raw, &own); err != nil {
		return nil, fmt.Errorf("hosting: %s: field controls: %w", ProjectFile, err)
	}
	for _, a := range own.Actions() {
		c.Remove(a)
		c.Bind(a, own.Bindings(a)...)
	}
	return c, nil
}
