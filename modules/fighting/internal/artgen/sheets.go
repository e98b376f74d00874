package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/griffengine/griff/modules/fighting"
)

// The characters whose Aseprite sheets are written, by move list file.
var moveLists = []string{"ryo.moves", "gant.moves"}

// stepRate is the template's steps a second: a frame lasting n steps
// lasts n×1000/stepRate milliseconds, rounded (fighting.StepsOf rounds
// it back).
const stepRate = 60

// The JSON Aseprite writes (aseprite -b --sheet fighters.png --data
// ryo.json --format json-array --list-tags --list-slices).
type (
	rect struct {
		X int `json:"x"`
		Y int `json:"y"`
		W int `json:"w"`
		H int `json:"h"`
	}
	size struct {
		W int `json:"w"`
		H int `json:"h"`
	}
	jsonFrame struct {
		Filename         string `json:"filename"`
		Frame            rect   `json:"frame"`
		Rotated          bool   `json:"rotated"`
		Trimmed          bool   `json:"trimmed"`
		SpriteSourceSize rect   `json:"spriteSourceSize"`
		SourceSize       size   `json:"sourceSize"`
		Duration         int    `json:"duration"`
	}
	jsonTag struct {
		Name      string `json:"name"`
		From      int    `json:"from"`
		To        int    `json:"to"`
		Direction string `json:"direction"`
		Color     string `json:"color"`
	}
	jsonKey struct {
		Frame  int  `json:"frame"`
		Bounds rect `json:"bounds"`
	}
	jsonSlice struct {
		Name  string    `json:"name"`
		Color string    `json:"color"`
		Keys  []jsonKey `json:"keys"`
	}
	jsonLayer struct {
		Name      string `json:"name"`
		Opacity   int    `json:"opacity"`
		BlendMode string `json:"blendMode"`
	}
	jsonMeta struct {
		App       string      `json:"app"`
		Version   string      `json:"version"`
		Image     string      `json:"image"`
		Format    string      `json:"format"`
		Size      size        `json:"size"`
		Scale     string      `json:"scale"`
		FrameTags []jsonTag   `json:"frameTags"`
		Layers    []jsonLayer `json:"layers"`
		Slices    []jsonSlice `json:"slices"`
	}
	jsonSheet struct {
		Frames []jsonFrame `json:"frames"`
		Meta   jsonMeta    `json:"meta"`
	}
)

// cell is what one sheet frame shows: a pose's picture and the boxes.
type cell struct {
	pose            int
	hit, hurt, limb fighting.Box
}

// bounds returns box b (units forward and up from the feet) as a slice's
// bounds in texels of the frame, the feet at (frame/2, fighting.FeetY);
// no box is a key with no area (the slice hidden from that frame on).
func bounds(b fighting.Box) rect {
	if b.Empty() {
		return rect{}
	}
	return rect{b.X0 + frame/2, fighting.FeetY - b.Y1, b.X1 - b.X0, b.Y1 - b.Y0}
}

// stateCells are the cells of the states' tags (fighting.StateTags): the
// picture and the body's hurtbox.
func stateCells(c *fighting.Character) []cell {
	stand, crouch := c.Stand, c.Crouch
	return []cell{
		{pose: fighting.PoseIdle, hurt: stand},
		{pose: fighting.PoseWalk, hurt: stand},
		{pose: fighting.PoseCrouch, hurt: crouch},
		{pose: fighting.PoseJump, hurt: stand},
		{pose: fighting.PoseHit, hurt: stand},
		{pose: fighting.PoseHit, hurt: crouch},
		{pose: fighting.PoseBlock, hurt: stand},
		{pose: fighting.PoseLowBlock, hurt: crouch},
		{pose: fighting.PoseDown},
	}
}

// moveCells returns move mv's cell on each of its steps: the windup
// before its startup, its pose on its active steps, then the recovery;
// its move list boxes on that step.
func moveCells(c *fighting.Character, mv *fighting.Move) []cell {
	body := c.Stand
	if mv.Input.Stance == fighting.StanceCrouch && mv.Input.Motion == "" {
		body = c.Crouch
	}
	var out []cell
	for n := 1; n <= mv.Total(); n++ {
		p := fighting.PoseRecover
		switch {
		case n < mv.Startup:
			p = fighting.PoseWindup
		case mv.ActiveAt(n):
			p = mv.Pose
		}
		out = append(out, cell{pose: p, hit: mv.HitAt(n), hurt: body, limb: mv.HurtAt(n)})
	}
	return out
}

// sheetOf returns character c's sheet: a tag a state, one frame each,
// then a tag a move, a frame for each run of steps that show the same
// picture and boxes, lasting them.
func sheetOf(c *fighting.Character, name string) jsonSheet {
	s := jsonSheet{Meta: jsonMeta{App: "https://www.aseprite.org/", Version: "1.3.7-x64", Image: "fighters.png",
		Format: "RGBA8888", Size: size{frame * poses, frame * looks}, Scale: "1",
		Layers: []jsonLayer{{Name: "Layer", Opacity: 255, BlendMode: "normal"}}}}
	var cells []cell
	add := func(tag string, cs []cell, steps []int) {
		from := len(cells)
		for i, cl := range cs {
			cells = append(cells, cl)
			s.Frames = append(s.Frames, jsonFrame{
				Filename: fmt.Sprintf("%s %d.aseprite", name, len(s.Frames)),
				Frame:    rect{cl.pose * frame, c.Look * frame, frame, frame}, SpriteSourceSize: rect{0, 0, frame, frame},
				SourceSize: size{frame, frame}, Duration: (steps[i]*1000 + stepRate/2) / stepRate,
			})
		}
		s.Meta.FrameTags = append(s.Meta.FrameTags, jsonTag{Name: tag, From: from, To: len(cells) - 1, Direction: "forward", Color: "#000000ff"})
	}
	for i, cl := range stateCells(c) {
		add(fighting.StateTags[i], []cell{cl}, []int{6})
	}
	for i := range c.Moves {
		var runs []cell
		var steps []int
		for _, cl := range moveCells(c, &c.Moves[i]) {
			if len(runs) > 0 && runs[len(runs)-1] == cl {
				steps[len(steps)-1]++
				continue
			}
			runs, steps = append(runs, cl), append(steps, 1)
		}
		add(c.Moves[i].Name, runs, steps)
	}
	for _, sl := range []struct {
		name, color string
		box         func(cell) fighting.Box
	}{
		{fighting.SliceHit, "#ff0000ff", func(c cell) fighting.Box { return c.hit }},
		{fighting.SliceHurt, "#0000ffff", func(c cell) fighting.Box { return c.hurt }},
		{fighting.SliceLimb, "#00c0ffff", func(c cell) fighting.Box { return c.limb }},
	} {
		js := jsonSlice{Name: sl.name, Color: sl.color}
		for f, cl := range cells {
			b := bounds(sl.box(cl))
			if len(js.Keys) == 0 || js.Keys[len(js.Keys)-1].Bounds != b {
				js.Keys = append(js.Keys, jsonKey{Frame: f, Bounds: b})
			}
		}
		s.Meta.Slices = append(s.Meta.Slices, js)
	}
	return s
}

// sheets returns each character's sheet JSON by file name (the move
// list's sheet line's), read from the move lists in dir.
func sheets(dir string) (map[string][]byte, error) {
	out := map[string][]byte{}
	for _, file := range moveLists {
		data, err := os.ReadFile(filepath.Join(dir, file))
		if err != nil {
			return nil, err
		}
		c, errs := fighting.ReadMoves(file, data)
		if len(errs) > 0 || c == nil || c.Sheet == "" {
			return nil, fmt.Errorf("%s: %v (and it needs a sheet line)", file, errs)
		}
		var b bytes.Buffer
		enc := json.NewEncoder(&b)
		enc.SetIndent("", " ")
		if err := enc.Encode(sheetOf(c, strings.TrimSuffix(file, ".moves"))); err != nil {
			return nil, err
		}
		out[path.Base(c.Sheet)] = b.Bytes()
	}
	return out, nil
}
