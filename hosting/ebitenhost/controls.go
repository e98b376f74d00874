package ebitenhost

import (
	"bytes"
	"encoding/json"
	"fmt"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
)

// DefaultControls returns the controls a game gets when its project file has none:
//
//	MoveX    Key:ArrowLeft- Key:ArrowRight Key:A- Key:D Pad:DpadLeft- Pad:DpadRight Axis:LeftX
//	MoveY    Key:ArrowUp- Key:ArrowDown Key:W- Key:S Pad:DpadUp- Pad:DpadDown Axis:LeftY
//	Jump     Key:Space Key:Z Pad:A
//	Confirm  Key:Enter Key:NumpadEnter Pad:A
//	Cancel   Key:Escape Key:Backspace Pad:B
//	Pause    Key:P Pad:Start
//
// MoveX and MoveY run from -1 to 1 with +Y down, as world units and stick axes have
// it. Each call returns new Controls.
func DefaultControls() *input.Controls {
	key, pad := input.KeyBinding, input.PadBinding
	c := &input.Controls{}
	c.Bind("MoveX", key(input.KeyArrowLeft).Negative(), key(input.KeyArrowRight), key(input.KeyA).Negative(), key(input.KeyD),
		pad(input.PadDpadLeft).Negative(), pad(input.PadDpadRight), input.AxisBinding(input.AxisLeftX, 0, 0))
	c.Bind("MoveY", key(input.KeyArrowUp).Negative(), key(input.KeyArrowDown), key(input.KeyW).Negative(), key(input.KeyS),
		pad(input.PadDpadUp).Negative(), pad(input.PadDpadDown), input.AxisBinding(input.AxisLeftY, 0, 0))
	c.Bind("Jump", key(input.KeySpace), key(input.KeyZ), pad(input.PadA))
	c.Bind("Confirm", key(input.KeyEnter), key(input.KeyNumpadEnter), pad(input.PadA))
	c.Bind("Cancel", key(input.KeyEscape), key(input.KeyBackspace), pad(input.PadB))
	c.Bind("Pause", key(input.KeyP), pad(input.PadStart))
	return c
}

// ProjectControls returns the controls of project p: its "controls" object read by
// griff/input's Controls JSON reader, or DefaultControls when the project has none
// (no field, null or an empty object). It returns an error naming the project file
// and the action for a bad action name or binding text.
func ProjectControls(p *hosting.Project) (*input.Controls, error) {
	raw := bytes.TrimSpace(p.Controls)
	if len(raw) == 0 || bytes.Equal(raw, []byte("null")) || bytes.Equal(bytes.Join(bytes.Fields(raw), nil), []byte("{}")) {
		return DefaultControls(), nil
	}
	c := &input.Controls{}
	if err := json.Unmarshal(raw, c); err != nil {
		return nil, fmt.Errorf("ebitenhost: %s: field controls: %w", hosting.ProjectFile, err)
	}
	return c, nil
}
