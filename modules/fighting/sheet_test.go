package fighting

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/aseprite"
)

// TestTemplateSheetsMatchMoveLists: the template's sheets give every move
// on every step, and every state, the boxes its move list gives, and read
// without a warning: the game plays as with the move lists' boxes.
func TestTemplateSheetsMatchMoveLists(t *testing.T) {
	r := newRig(t, nil, nil)
	r.steps(2)
	for _, path := range r.m.Characters {
		c := r.sys().character(nil, path)
		if c == nil || c.art == nil {
			t.Fatalf("%s: no boxes from a sheet (sheet %q)", path, c.Sheet)
		}
		for i := range c.Moves {
			mv := &c.Moves[i]
			for n := 1; n <= mv.Total(); n++ {
				if got, want := c.art.moves[i][n-1], c.moveListStep(mv, n); got != want {
					t.Errorf("%s %s step %d: the sheet's boxes %+v, the move list's %+v", c.ID, mv.Name, n, got, want)
				}
			}
		}
		for st := range stateCount {
			if got, want := c.art.states[st], c.moveListState(st); got != want {
				t.Errorf("%s state %s: the sheet's boxes %+v, the move list's %+v", c.ID, StateTags[st], got, want)
			}
		}
	}
	for _, p := range r.problems {
		t.Errorf("problem: %v", p)
	}
}

// sheetJSON is the part of an Aseprite sheet's JSON the tests edit.
type sheetJSON struct {
	Frames json.RawMessage `json:"frames"`
	Meta   struct {
		Image     string          `json:"image"`
		Size      json.RawMessage `json:"size"`
		FrameTags []struct {
			Name string `json:"name"`
			From int    `json:"from"`
			To   int    `json:"to"`
		} `json:"frameTags"`
		Slices []sliceJSON `json:"slices"`
	} `json:"meta"`
}

type sliceJSON struct {
	Name string    `json:"name"`
	Keys []keyJSON `json:"keys"`
}

type keyJSON struct {
	Frame  int `json:"frame"`
	Bounds struct {
		X int `json:"x"`
		Y int `json:"y"`
		W int `json:"w"`
		H int `json:"h"`
	} `json:"bounds"`
}

// key is a slice key on frame fr with box b (units from the feet).
func key(fr int, b Box) keyJSON {
	k := keyJSON{Frame: fr}
	if !b.Empty() {
		k.Bounds.X, k.Bounds.Y, k.Bounds.W, k.Bounds.H = b.X0+Frame/2, FeetY-b.Y1, b.X1-b.X0, b.Y1-b.Y0
	}
	return k
}

// from returns the first frame of tag name.
func (s *sheetJSON) from(t *testing.T, name string) int {
	for _, tg := range s.Meta.FrameTags {
		if tg.Name == name {
			return tg.From
		}
	}
	t.Fatalf("no tag %q", name)
	return 0
}

// editSheet returns the template's ryo.json edited by edit.
func editSheet(t *testing.T, edit func(s *sheetJSON)) string {
	t.Helper()
	data, err := templateFile("assets/ryo.json")
	if err != nil {
		t.Fatal(err)
	}
	var s sheetJSON
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatal(err)
	}
	edit(&s)
	out, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	return string(out)
}

// far is a jab's hitbox reaching far past the move list's (16 to 62).
var far = Box{16, 60, 200, 84}

// jabAt plays training mode with the dummy dist units in front of Ryo
// and has Ryo jab; it reports whether the jab touched.
func jabAt(t *testing.T, sheet string, dist int) (*rig, bool) {
	t.Helper()
	var extra map[string]string
	if sheet != "" {
		extra = map[string]string{"assets/ryo.json": sheet}
	}
	r := newRig(t, extra, nil)
	r.start(ModeTraining)
	r.f[0].X, r.f[1].X = 300, 300+dist
	r.steps(2)
	r.in.hold(0, ActionLP)
	r.g.Step()
	r.in.let(0, ActionLP)
	for range 20 {
		r.g.Step()
		if r.f[0].Contact || r.f[0].LastMove != "" {
			return r, true
		}
	}
	return r, false
}

// TestSliceOnActiveFrameHits: the hitbox is the sheet's slice on the
// frame shown: a far-reaching hitbox on the jab's active frame hits a
// dummy the move list's box does not reach; the same box on the jab's
// recovery frame (and none on its active frame) does not hit.
func TestSliceOnActiveFrameHits(t *testing.T) {
	if _, hit := jabAt(t, "", 150); hit {
		t.Fatal("the template's jab reaches 150 units: the test proves nothing")
	}
	active := editSheet(t, func(s *sheetJSON) {
		jab := s.from(t, "Standing Jab") // windup, active, recovery
		for i := range s.Meta.Slices {
			if s.Meta.Slices[i].Name == SliceHit {
				s.Meta.Slices[i].Keys = []keyJSON{key(0, Box{}), key(jab+1, far), key(jab+2, Box{})}
			}
		}
	})
	r, hit := jabAt(t, active, 150)
	if !hit {
		t.Error("a hitbox slice on the jab's active frame did not hit")
	}
	if r.f[1].Combo == 0 && r.f[1].ComboDamage == 0 && r.f[1].Stun == 0 {
		t.Errorf("the dummy was not hit: %+v", r.f[1])
	}
	for _, p := range r.problems {
		t.Errorf("problem: %v", p)
	}
	recovery := editSheet(t, func(s *sheetJSON) {
		jab := s.from(t, "Standing Jab")
		for i := range s.Meta.Slices {
			if s.Meta.Slices[i].Name == SliceHit {
				s.Meta.Slices[i].Keys = []keyJSON{key(0, Box{}), key(jab+2, far), key(jab+3, Box{})}
			}
		}
	})
	if _, hit := jabAt(t, recovery, 150); hit {
		t.Error("a hitbox slice on the jab's recovery frame hit")
	}
	if _, hit := jabAt(t, recovery, 60); hit {
		t.Error("a jab whose active frame has no hitbox hit at 60 units")
	}
}

// TestMissingSliceFallsBack: a sheet without a hitbox slice gives the
// move list's hitboxes (the jab hits at its range, not past it), with one
// warning naming the sheet and the slice.
func TestMissingSliceFallsBack(t *testing.T) {
	sheet := editSheet(t, func(s *sheetJSON) {
		var keep []sliceJSON
		for _, sl := range s.Meta.Slices {
			if sl.Name != SliceHit {
				keep = append(keep, sl)
			}
		}
		s.Meta.Slices = keep
	})
	r, hit := jabAt(t, sheet, 60)
	if !hit {
		t.Error("without a hitbox slice the jab did not hit at 60 units (the move list's box reaches 86)")
	}
	r.steps(100)
	if _, hit := jabAt(t, sheet, 150); hit {
		t.Error("without a hitbox slice the jab hit at 150 units")
	}
	n := 0
	for _, p := range r.problems {
		if strings.Contains(p.String(), `assets/ryo.json: no slice "hitbox": the move list's boxes`) {
			n++
		} else {
			t.Errorf("problem: %v", p)
		}
	}
	if n != 1 {
		t.Errorf("%d warnings of the missing slice, want 1: %v", n, r.problems)
	}
}

// TestBadSheetWarns: a sheet that does not read warns at its
// file:line:col, one missing at the move list's sheet line, and the
// character plays on its move list's boxes; a
// sheet's mistake the importer plays around (a slice key past the last
// frame) warns at its file:line:col and the rest of the sheet counts.
func TestBadSheetWarns(t *testing.T) {
	r, hit := jabAt(t, "{\n \"frames\": [}\n", 60)
	if !hit {
		t.Error("with a sheet that does not read the jab did not hit (the move list's boxes)")
	}
	if len(r.problems) != 1 || !strings.Contains(r.problems[0].String(), "assets/ryo.json:2:13: ") {
		t.Errorf("problems %v, want one at assets/ryo.json:2:13", r.problems)
	}
	if c := r.sys().cs[0]; c.art != nil {
		t.Error("a sheet that does not read gave boxes")
	}
	moves, err := templateFile("moves/ryo.moves")
	if err != nil {
		t.Fatal(err)
	}
	missing := strings.Replace(string(moves), "sheet assets/ryo.json", "sheet assets/nope.json", 1)
	r = newRig(t, map[string]string{"moves/ryo.moves": missing}, nil)
	r.steps(3)
	if len(r.problems) != 1 || !strings.Contains(r.problems[0].String(), "moves/ryo.moves:13:7: sheet assets/nope.json: ") {
		t.Errorf("problems %v, want one at the move list's sheet line naming the missing sheet", r.problems)
	}
	sheet := editSheet(t, func(s *sheetJSON) {
		for i := range s.Meta.Slices {
			if s.Meta.Slices[i].Name == SliceLimb {
				s.Meta.Slices[i].Keys = append(s.Meta.Slices[i].Keys, key(9999, Box{0, 0, 10, 10}))
			}
		}
	})
	r, hit = jabAt(t, sheet, 60)
	if !hit {
		t.Error("the jab did not hit")
	}
	if len(r.problems) != 1 || !strings.Contains(r.problems[0].String(), "assets/ryo.json:1:") ||
		!strings.Contains(r.problems[0].String(), "key on frame 9999") {
		t.Errorf("problems %v, want one at assets/ryo.json:1:col about frame 9999", r.problems)
	}
}

// TestTrainingDrawsSliceBoxes: in training mode a fighter draws the boxes
// of its sheet's slices on the frame shown (here an idle hurtbox unlike
// the move list's), mirrored when it faces left.
func TestTrainingDrawsSliceBoxes(t *testing.T) {
	body := Box{-30, 0, 34, 90}
	sheet := editSheet(t, func(s *sheetJSON) {
		idle := s.from(t, "idle") // the first frame: the first key
		for i := range s.Meta.Slices {
			if s.Meta.Slices[i].Name == SliceHurt {
				s.Meta.Slices[i].Keys[0] = key(idle, body)
			}
		}
	})
	r := newRig(t, map[string]string{"assets/ryo.json": sheet}, nil)
	r.start(ModeTraining)
	r.steps(2)
	for side, facing := range [2]int{1, -1} {
		f := r.f[0]
		if side == 1 {
			f.Facing = -1
		}
		if !f.Boxes || f.Hurt != body {
			t.Fatalf("facing %d: boxes shown %v, hurtbox %+v, want the slice's %+v", facing, f.Boxes, f.Hurt, body)
		}
		s := &quads{}
		f.Draw(s)
		x0, x1 := float64(body.X0), float64(body.X1)
		if facing < 0 {
			x0, x1 = -x1, -x0
		}
		found := false
		for _, q := range s.got {
			found = found || q.Color == colorHurt && q.Corners[0] == griff.V(x0, -90) && q.Corners[2] == griff.V(x1, 0)
		}
		if !found {
			t.Errorf("facing %d: no hurtbox quad from %v to %v drawn: %+v", facing, griff.V(x0, -90), griff.V(x1, 0), s.got)
		}
	}
}

// FuzzResolveSheet: any sheet that reads resolves without a panic for
// the template's Ryo, and every move gets a box a step.
func FuzzResolveSheet(f *testing.F) {
	data, err := templateFile("assets/ryo.json")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data)
	f.Add([]byte(`{"frames":[{"frame":{"x":0,"y":0,"w":1,"h":1},"duration":1}],"meta":{"frameTags":[{"name":"idle","from":0,"to":0}],"slices":[{"name":"hitbox","keys":[{"frame":0,"bounds":{"x":-5,"y":0,"w":0,"h":3}}]}]}}`))
	moves, err := templateFile("moves/ryo.moves")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		sh, _, err := aseprite.Read(data, "ryo.json")
		if err != nil {
			return
		}
		c, _ := ReadMoves("ryo.moves", moves)
		checkSheet(data, sh)
		resolveSheet(sh, c, stepRate)
		for i := range c.Moves {
			if len(c.art.moves[i]) != max(c.Moves[i].Total(), 1) {
				t.Fatalf("move %d: %d steps of boxes, want %d", i, len(c.art.moves[i]), c.Moves[i].Total())
			}
			for _, b := range c.art.moves[i] {
				for _, x := range []int{b.hit.X0, b.hit.X1, b.hurt.Y0, b.hurt.Y1, b.limb.X0, b.limb.Y1} {
					if x < -MaxReach || x > MaxReach {
						t.Fatalf("move %d: a box past MaxReach: %+v", i, b)
					}
				}
			}
		}
	})
}
