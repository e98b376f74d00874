package hosting

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"io"
	"strconv"
	"strings"
)

// ProjectFile is the name of a game folder's project file.
const ProjectFile = "project.griff"

// Project is what a game's project.griff says: JSON with the fields below, all
// optional but start_scene.
//
//	{
//	  "name": "Coin Run",
//	  "start_scene": "main",
//	  "step_rate": 60,
//	  "seed": 1,
//	  "window": {"width": 960, "height": 540, "title": "Coin Run", "pixel_art": true},
//	  "controls": {"jump": ["Key:Space", "Pad:A"]},
//	  "modules": ["platformer"]
//	}
type Project struct {
	// Name is the game's name, shown in the window title by default.
	Name string `json:"name"`
	// StartScene is the scene played first: the file scenes/NAME.json.
	StartScene string `json:"start_scene"`
	// StepRate is the fixed steps per second; 0 means 60.
	StepRate int `json:"step_rate,omitempty"`
	// Seed seeds the game's random stream when the host gives none; 0 means 1.
	Seed uint64 `json:"seed,omitempty"`
	// Window is the window a desktop host opens.
	Window Window `json:"window"`
	// Controls binds action names to physical controls, in griff/input's JSON form
	// ({"jump": ["Key:Space", "Pad:A"]}); checked when the project is read.
	Controls json.RawMessage `json:"controls,omitempty"`
	// Physics sets the physics world's gravity and sleeping.
	Physics PhysicsSettings `json:"physics"`
	// Modules names the genre modules the game uses.
	Modules []string `json:"modules,omitempty"`
}

// Window is the window a desktop host opens for a game.
type Window struct {
	// Width and Height are the game's logical size in pixels; 0 means 960 by 540.
	Width  int `json:"width,omitempty"`
	Height int `json:"height,omitempty"`
	// Title is the window's title; "" means the project's name.
	Title string `json:"title,omitempty"`
	// PixelArt asks for nearest-neighbour filtering when scaling.
	PixelArt bool `json:"pixel_art,omitempty"`
}

// PhysicsSettings is the "physics" section of a project file.
//
//	"physics": {"gravity": [0, 980], "no_gravity": false, "no_sleep": false}
type PhysicsSettings struct {
	// Gravity in world units per second² (y down); absent or [0, 0] means the
	// physics default, (0, 980).
	Gravity griff.Vec `json:"gravity"`
	// NoGravity turns gravity off (top-down games).
	NoGravity bool `json:"no_gravity,omitempty"`
	// NoSleep keeps every body awake.
	NoSleep bool `json:"no_sleep,omitempty"`
}

// ErrBadFile is wrapped by every error about a file's content: its syntax, a field
// of the wrong type, or a required field missing.
var ErrBadFile = errors.New("bad file")

// ParseProject reads a project file's content. name is the file's name for
// messages. It returns an error wrapping ErrBadFile that names the file, the line
// and column, and the field for malformed JSON, a field of the wrong type, an
// unknown field, a missing start_scene or a negative step rate.
func ParseProject(name string, data []byte) (*Project, error) {
	var p Project
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&p); err != nil {
		return nil, jsonError(name, data, dec.InputOffset(), err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, fmt.Errorf("%s:%s: %w: text after the project object", name, position(data, dec.InputOffset()), ErrBadFile)
	}
	if p.StartScene == "" {
		return nil, fmt.Errorf("%s: %w: field start_scene is missing: name the scene to play first", name, ErrBadFile)
	}
	if p.StepRate < 0 || p.StepRate > 1000 {
		return nil, fmt.Errorf("%s:%s: %w: field step_rate is %d, want 1 to 1000 (0 for 60)",
			name, position(data, fieldOffset(data, "step_rate")), ErrBadFile, p.StepRate)
	}
	if len(p.Controls) > 0 {
		var c input.Controls
		if err := json.Unmarshal(p.Controls, &c); err != nil {
			return nil, fmt.Errorf("%s:%s: %w: field controls: %v", name, position(data, fieldOffset(data, "controls")), ErrBadFile, err)
		}
	}
	return &p, nil
}

// fieldOffset returns the offset of the first "key" in data (the key, quoted), or
// the end of data if it is not there: a good enough place to point at for a
// field of a small file.
func fieldOffset(data []byte, key string) int64 {
	if i := bytes.Index(data, []byte(`"`+key+`"`)); i >= 0 {
		return int64(i)
	}
	return int64(len(data))
}

// jsonError turns an encoding/json error into one naming the file, line:column and
// the field.
func jsonError(name string, data []byte, at int64, err error) error {
	var syn *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syn):
		return fmt.Errorf("%s:%s: %w: %v", name, position(data, syn.Offset-1), ErrBadFile, syn)
	case errors.As(err, &typ):
		return fmt.Errorf("%s:%s: %w: field %s: a %s cannot hold %s", name, position(data, typ.Offset), ErrBadFile, typ.Field, typ.Type, typ.Value)
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return fmt.Errorf("%s:%s: %w: the file ends early", name, position(data, int64(len(data))), ErrBadFile)
	default: // an unknown field carries no offset: point at its key
		if f, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
			if key, uerr := strconv.Unquote(f); uerr == nil {
				at = fieldOffset(data, key)
			}
		}
		return fmt.Errorf("%s:%s: %w: %v", name, position(data, at), ErrBadFile, err)
	}
}

// position returns the 1-based "line:column" of byte offset off in data; columns
// count bytes.
func position(data []byte, off int64) string {
	if off > int64(len(data)) {
		off = int64(len(data))
	}
	if off < 0 {
		off = 0
	}
	before := data[:off]
	line := bytes.Count(before, []byte("\n")) + 1
	col := int(off) - bytes.LastIndexByte(before, '\n')
	return fmt.Sprintf("%d:%d", line, col)
}
