package fighting

import (
	"fmt"
	"strings"
	"testing"
)

// TestFarSliceWarnsAndClamps: a slice key ±2^31 texels out warns at its
// bounds' file:line:col (a number past int32, then the reach) and is clamped
// to MaxReach of the feet.
func TestFarSliceWarnsAndClamps(t *testing.T) {
	fr := -1
	sheet := editSheet(t, func(s *sheetJSON) {
		for i := range s.Meta.Slices {
			if s.Meta.Slices[i].Name == SliceHurt {
				k := &s.Meta.Slices[i].Keys[0]
				fr = k.Frame
				k.Bounds.X, k.Bounds.W = -1<<31, 1<<32
				k.Bounds.Y, k.Bounds.H = -1<<31, 1<<32
			}
		}
	})
	at := strings.Index(sheet, `{"x":-2147483648`)
	if fr < 0 || at < 0 {
		t.Fatal("no hurtbox key edited")
	}
	r := newRig(t, map[string]string{"assets/ryo.json": sheet}, nil)
	r.steps(3)
	// The sheet's reader warns that a Region's int32 cannot hold 2^32 (it
	// saturates), then the fight that the key reaches too far.
	want := []string{
		fmt.Sprintf("assets/ryo.json:1:%d: slice \"hurtbox\": key on frame %d has a number outside -2147483648..2147483647 texels (saturated to that range)", at+1, fr),
		fmt.Sprintf("assets/ryo.json:1:%d: slice \"hurtbox\" on frame %d reaches more than 400 units from the feet", at+1, fr),
	}
	if len(r.problems) != len(want) {
		t.Fatalf("problems %v, want: %q", r.problems, want)
	}
	for i, w := range want {
		if !strings.Contains(r.problems[i].String(), w) {
			t.Errorf("problem %d: %v, want %s", i, r.problems[i], w)
		}
	}
	c := r.sys().cs[0]
	in := func(b Box) bool {
		return b.X0 >= -MaxReach && b.X1 <= MaxReach && b.Y0 >= -MaxReach && b.Y1 <= MaxReach
	}
	far := 0
	for _, b := range c.art.states {
		if b.hurt.X0 == -MaxReach {
			far++
		}
	}
	for _, steps := range c.art.moves {
		for _, b := range steps {
			if !in(b.hit) || !in(b.hurt) || !in(b.limb) {
				t.Fatalf("a box past MaxReach: %+v", b)
			}
			if b.hurt.X0 == -MaxReach {
				far++
			}
		}
	}
	if far == 0 {
		t.Error("no hurtbox clamped to -MaxReach: the far key was not used clamped")
	}
}

// TestDuplicateTagsAndSlicesWarn: a tag or slice named as an earlier one
// warns at its place, saying the first is used.
func TestDuplicateTagsAndSlicesWarn(t *testing.T) {
	sheet := editSheet(t, func(s *sheetJSON) {
		s.Meta.FrameTags = append(s.Meta.FrameTags, s.Meta.FrameTags[0])
		s.Meta.Slices = append(s.Meta.Slices, s.Meta.Slices[1])
	})
	r := newRig(t, map[string]string{"assets/ryo.json": sheet}, nil)
	r.steps(3)
	all := ""
	for _, p := range r.problems {
		all += p.String() + "\n"
	}
	tagName, sliceName := sheetNames(t)
	tag := strings.LastIndex(sheet, `{"name":"`+tagName+`"`)
	for _, w := range []string{
		fmt.Sprintf("assets/ryo.json:1:%d: tag %q again: the first (line 1) is used, this one left out", tag+1, tagName),
		fmt.Sprintf("slice %q again: the first (line 1) is used, this one left out", sliceName),
	} {
		if !strings.Contains(all, w) {
			t.Errorf("no warning %q in:\n%s", w, all)
		}
	}
	if len(r.problems) != 2 {
		t.Errorf("%d problems, want 2:\n%s", len(r.problems), all)
	}
}

// sheetNames returns the template sheet's first tag's name and second
// slice's.
func sheetNames(t *testing.T) (tag, slice string) {
	editSheet(t, func(s *sheetJSON) {
		tag, slice = s.Meta.FrameTags[0].Name, s.Meta.Slices[1].Name
	})
	return tag, slice
}

// TestJSONAt: jsonAt finds values by key and index, and the nearest along
// a path the data lacks.
func TestJSONAt(t *testing.T) {
	data := []byte("{\n \"a\": [1,\n  {\"b\": 2}],\n \"c\": 3}")
	for _, c := range []struct {
		path      []any
		line, col int
	}{
		{nil, 1, 1},
		{[]any{"a"}, 2, 7},
		{[]any{"a", 1}, 3, 3},
		{[]any{"a", 1, "b"}, 3, 9},
		{[]any{"c"}, 4, 7},
		{[]any{"a", 5}, 2, 7},
		{[]any{"x"}, 1, 1},
	} {
		if l, col := jsonAt(data, c.path...); l != c.line || col != c.col {
			t.Errorf("jsonAt %v: %d:%d, want %d:%d", c.path, l, col, c.line, c.col)
		}
	}
}

func FuzzJSONAt(f *testing.F) {
	f.Add([]byte("{\n \"meta\": {\"slices\": [{\"keys\": [{\"bounds\": {}}]}]}}"), 0)
	f.Add([]byte("[1, 2"), 1)
	f.Fuzz(func(t *testing.T, data []byte, i int) {
		l, c := jsonAt(data, "meta", "slices", i, "keys", 0, "bounds")
		if l < 1 || c < 1 || l > strings.Count(string(data), "\n")+1 {
			t.Fatalf("jsonAt gave %d:%d", l, c)
		}
	})
}
