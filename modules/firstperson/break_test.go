package firstperson

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/runtimetest"
	"github.com/griffengine/griff/scenes"
)

// sceneWith is the template's scene with the Level's and View's fields
// given (JSON object bodies).
func sceneWith(level, view string) string {
	return fmt.Sprintf(`{"format": 1, "nextId": 3, "entities": [
 {"id": 1, "name": "Camera", "transform": {"position": [320, 240]}, "components": {"Griff.Camera": {}}},
 {"id": 2, "name": "Level", "components": {"FirstPerson.Level": {%s}, "FirstPerson.View": {%s}}}]}`, level, view)
}

// playScene plays a scene (and map) for n steps with random-ish input,
// drawing each step; it reports the problems warned and the level at the
// end (nil when the scene cannot be read).
func playScene(t *testing.T, scene, mapText string, n int) ([]scenes.Problem, *Level) {
	t.Helper()
	m := fstest.MapFS{"levels/bunker.map": &fstest.MapFile{Data: []byte(mapText)}}
	var problems []scenes.Problem
	probs := scenes.NewProblems(func(p scenes.Problem) { problems = append(problems, p) })
	sc, err := scenes.ReadScene("main.json", []byte(scene), probs)
	if err != nil {
		return problems, nil
	}
	in := &keys{hold: map[string]bool{}, held: map[string]bool{}}
	g, err := builtins.NewGame(runtime.Options{Scene: sc, Seed: 1, Input: in, Problems: probs}, builtins.Options{}, append(Systems(), runtimetest.Folder(m))...)
	if err != nil {
		t.Fatal(err)
	}
	acts := []string{ActionForward, ActionFire, ActionUse, ActionTurnLeft, ActionStrafeRight}
	for i := range n {
		in.hold[acts[i%len(acts)]] = i%3 != 0
		in.pointer = append(in.pointer, float64(i*37%640))
		g.Step()
		e := g.Scene().Find("Level")
		if v := scenes.Get[View](e); v != nil {
			v.Draw(&floorSink{sink{blend: 0.5, e: e}})
			v.Draw(&sink{blend: 0.5, e: e})
		}
	}
	return problems, scenes.Get[Level](g.Scene().Find("Level"))
}

const smallMap = "11111\n1>gD1\n1h111\n11111\n"

// TestBadSceneStateDoesNotPanic: a scene file whose Level or View fields
// are wrong (state that does not fit the map, numbers out of range) plays
// without a panic or a hang; state that cannot be played warns and the
// level starts again from its map.
func TestBadSceneStateDoesNotPanic(t *testing.T) {
	const fits = `"width": 3, "height": 3, "cells": [1,1,1,1,0,1,1,1,1], "x": 1.5, "y": 1.5, "prevX": 1.5, "prevY": 1.5`
	for _, c := range []struct {
		level, view string
		warn        bool // the state warns and is read again
	}{
		{`"phase": 1`, ``, true},
		{`"phase": 2`, ``, true},
		{`"phase": 3`, ``, true},
		{`"phase": 200, ` + fits, ``, true},
		{`"phase": 1, "width": 5, "height": 4`, ``, true},
		{`"phase": 1, "width": 300, "height": 1, "cells": [0]`, ``, true},
		{`"phase": 1, ` + fits + `, "doors": [{"cell": 99}]`, ``, true},
		{`"phase": 1, ` + fits + `, "doors": [{"cell": 4}]`, ``, true},
		{`"phase": 1, ` + fits + `, "enemies": [{"x": 1e300, "y": -5, "hp": 5}]`, ``, true},
		{`"phase": 1, ` + fits + `, "enemies": [{"x": 1.5, "y": 1.5, "hp": 5, "to": 999, "timer": 9, "state": 1}]`, ``, true},
		{`"phase": 1, ` + fits + `, "enemies": [{"x": 1.5, "y": 1.5, "hp": 5, "state": 9}]`, ``, true},
		{`"phase": 1, ` + fits + `, "pickups": [{"kind": 200, "x": 1.5, "y": 1.5}]`, ``, true},
		{`"phase": 1, "width": 3, "height": 3, "cells": [1,1,1,1,0,1,1,1,1], "x": -1e300, "y": 1e300`, ``, true},
		{`"phase": 1, ` + fits + `, "angle": 1e300, "bob": -1e300, "prevAngle": 1e300`, ``, false},
		{`"phase": 1, "width": 3, "height": 3, "cells": [9,9,9,9,250,9,9,9,9], "x": 1.5, "y": 1.5, "prevX": 1.5, "prevY": 1.5`, ``, true},
		{`"phase": 1, ` + fits + `, "health": -5, "ammo": -3, "reload": -9, "kick": 99999, "hurt": -1, "messageSteps": -4`, ``, false},
		{`"mouseTurn": 1e308`, ``, false},
		{``, `"columns": -5, "width": -3, "height": -1`, false},
		{``, `"columns": 1000000000, "width": 1e308, "height": 1e308`, false},
		{``, `"wallImage": "nope.png", "thingImage": "", "weaponImage": "../x"`, false},
	} {
		t.Run(c.level+"|"+c.view, func(t *testing.T) {
			level := `"map": "levels/bunker.map"`
			if c.level != "" {
				level += ", " + c.level
			}
			probs, l := playScene(t, sceneWith(level, c.view), smallMap, 60)
			if l == nil {
				t.Fatalf("the scene was not read: %v", probs)
			}
			warned := false
			for _, p := range probs {
				if strings.Contains(p.String(), "cannot be played") {
					warned = true
				}
			}
			if warned != c.warn {
				t.Errorf("warned %v, want %v: %v", warned, c.warn, probs)
			}
			if why := l.misfit(); why != "" || l.Width == 0 {
				t.Errorf("after 60 steps the level cannot be played: %q (%d×%d)", why, l.Width, l.Height)
			}
		})
	}
}

// TestWrapAngleHugeEnds: an angle too big to turn back by steps of 2π
// (huge mouse motion, a scene file's) gives 0 instead of looping for ever.
func TestWrapAngleHugeEnds(t *testing.T) {
	for _, a := range []float64{1e300, -1e300, math.Inf(1), math.Inf(-1), math.NaN(), 1e17} {
		if got := wrapAngle(a); got != 0 {
			t.Errorf("wrapAngle(%v) = %v, want 0", a, got)
		}
	}
	if got := wrapAngle(3 * pi); got != pi {
		t.Errorf("wrapAngle(3π) = %v, want π", got)
	}
}

// FuzzLevelState sets a played level's state to fuzzed values (as a scene
// file, a save or an agent's set_field may) and steps and draws it: it
// must not panic or hang, and after a step the state can be played.
func FuzzLevelState(f *testing.F) {
	f.Add(uint8(1), 3, 3, []byte{1, 1, 1, 1, 0, 1, 1, 1, 1}, 1.5, 1.5, 0.0, 4, 1.5, 1.5, -1, uint8(1), uint8(2))
	f.Add(uint8(1), 5, 4, []byte{}, 1e300, -1.0, 1e300, 99, 1e9, 2.0, 999, uint8(9), uint8(200))
	f.Add(uint8(2), 0, 0, []byte{0}, 0.0, 0.0, math.Inf(1), -1, math.NaN(), 0.0, -5, uint8(4), uint8(0))
	f.Fuzz(func(t *testing.T, phase uint8, w, h int, cells []byte, x, y, angle float64, door int, ex, ey float64, to int, state, kind uint8) {
		r := newRig(t, smallMap)
		l := r.level()
		l.Phase, l.Width, l.Height, l.Cells = Phase(phase), w, h, cells
		l.X, l.Y, l.PrevX, l.PrevY, l.Angle, l.PrevAngle = x, y, x, y, angle, angle
		l.Doors = []Door{{Cell: door, Opening: true, Wait: 3}}
		l.Enemies = []Enemy{{X: ex, Y: ey, PrevX: ex, PrevY: ey, HP: 5, To: to, State: EnemyState(state), Timer: 3}}
		l.Pickups = []Pickup{{Kind: ThingKind(kind), X: x, Y: y}}
		r.in.hold[ActionForward], r.in.hold[ActionFire] = true, true
		e := r.g.Scene().Find("Level")
		v := scenes.Get[View](e)
		v.Draw(&floorSink{sink{blend: 0.5, e: e}})
		for range 5 {
			r.g.Step()
			v.Draw(&floorSink{sink{blend: 0.5, e: e}})
		}
		if why := r.level().misfit(); why != "" {
			t.Fatalf("after 5 steps: %s", why)
		}
	})
}
