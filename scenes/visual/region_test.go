package visual_test

import (
	"math"
	"strings"
	"testing"

	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// RegionOf saturates each number to int32's range, never wrapping, and
// RegionFits says whether it had to.
func TestRegionOfSaturates(t *testing.T) {
	for _, tc := range []struct {
		x, y, w, h int
		want       visual.Region
		fits       bool
	}{
		{1, -2, 3, 4, visual.Region{X: 1, Y: -2, W: 3, H: 4}, true},
		{math.MaxInt32, math.MinInt32, 0, -1, visual.Region{X: math.MaxInt32, Y: math.MinInt32, H: -1}, true},
		{math.MaxInt32 + 1, 0, 1, 1, visual.Region{X: math.MaxInt32, W: 1, H: 1}, false},
		{0, math.MinInt32 - 1, 1 << 40, -1 << 40, visual.Region{Y: math.MinInt32, W: math.MaxInt32, H: math.MinInt32}, false},
	} {
		if got := visual.RegionOf(tc.x, tc.y, tc.w, tc.h); got != tc.want {
			t.Errorf("RegionOf(%d, %d, %d, %d) = %+v, want %+v", tc.x, tc.y, tc.w, tc.h, got, tc.want)
		}
		if got := visual.RegionFits(tc.x, tc.y, tc.w, tc.h); got != tc.fits {
			t.Errorf("RegionFits(%d, %d, %d, %d) = %v, want %v", tc.x, tc.y, tc.w, tc.h, got, tc.fits)
		}
	}
}

// A scene file's region number outside int32 is an error reading the file
// that names the field, not a wrapped value; the largest that fits reads.
func TestSceneFileRegionOutOfRange(t *testing.T) {
	const head = `{"format":1,"nextId":2,"entities":[{"id":1,"name":"Hero","components":{"Griff.Sprite":{"image":"a.png","region":`
	s, err := scenes.ReadScene("ok", []byte(head+`{"x":2147483647,"y":-2147483648,"w":16,"h":16}}}}]}`), nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := scenes.Get[visual.Sprite](s.Entity(1)).Region; got != (visual.Region{X: math.MaxInt32, Y: math.MinInt32, W: 16, H: 16}) {
		t.Errorf("read region %+v", got)
	}
	for _, bad := range []string{`{"x":2147483648,"w":16,"h":16}`, `{"y":-2147483649,"w":16,"h":16}`, `{"w":4294967312,"h":16}`} {
		_, err := scenes.ReadScene("bad", []byte(head+bad+`}}}]}`), nil)
		if err == nil || !strings.Contains(err.Error(), "region.") || !strings.Contains(err.Error(), "as int32") {
			t.Errorf("region %s: error %v; want one naming the field and saying the number is no int32", bad, err)
		}
	}
	// in a list, the path gives the items' indexes (the tester3 helper's
	// find: it said clips.frames.x)
	set := `{"format":1,"nextId":2,"entities":[{"id":1,"name":"Hero","components":{"Griff.AnimationSet":{"clips":[{"name":"run","frames":[{"x":1,"y":0,"w":4,"h":4},{"x":3000000000,"y":0,"w":4,"h":4}]}]}}}]}`
	_, err = scenes.ReadScene("set", []byte(set), nil)
	if err == nil || !strings.Contains(err.Error(), `["Griff.AnimationSet"].clips[0].frames[1].x: `) {
		t.Errorf("an AnimationSet frame out of int32: error %v; want it naming clips[0].frames[1].x", err)
	}
}

// A grid whose frames reach past int32 warns in Bound, and its frames
// saturate there instead of wrapping.
func TestGridOutOfRegionWarns(t *testing.T) {
	a := visual.SpriteAnimation{Grid: visual.Grid{X: math.MaxInt32 - 10, W: 8, H: 8, Count: 3}}
	if note := a.Bound(); !strings.Contains(note, "grid reaching outside -2147483648..2147483647") {
		t.Errorf("Bound() = %q, want a note on the grid's range", note)
	}
	if got, want := a.FrameRegion(1), (visual.Region{X: math.MaxInt32 - 2, W: 8, H: 8}); got != want {
		t.Errorf("FrameRegion(1) = %+v, want %+v", got, want)
	}
	if got, want := a.FrameRegion(2), (visual.Region{X: math.MaxInt32, W: 8, H: 8}); got != want {
		t.Errorf("FrameRegion(2) = %+v, want %+v (saturated)", got, want)
	}
	// near the ends of int: the frames saturate to the end they lie towards,
	// not wrapped round to the other (the tester3 helper's find)
	for _, tt := range []struct {
		g    visual.Grid
		i    int
		want visual.Region
	}{
		{visual.Grid{X: math.MaxInt64, W: 16, H: 16, Count: 2}, 1, visual.Region{X: math.MaxInt32, W: 16, H: 16}},
		{visual.Grid{X: math.MinInt64, W: 16, H: 16, Count: 2}, 1, visual.Region{X: math.MinInt32, W: 16, H: 16}},
		{visual.Grid{X: 8, W: math.MaxInt64, H: 16, Count: 3}, 2, visual.Region{X: math.MaxInt32, W: math.MaxInt32, H: 16}},
		{visual.Grid{Y: math.MaxInt64 - 3, W: 4, H: 4, Columns: 1, Count: 2}, 1, visual.Region{Y: math.MaxInt32, W: 4, H: 4}},
	} {
		a := visual.SpriteAnimation{Grid: tt.g}
		if got := a.FrameRegion(tt.i); got != tt.want {
			t.Errorf("grid %+v: FrameRegion(%d) = %+v, want %+v", tt.g, tt.i, got, tt.want)
		}
	}
	in := visual.SpriteAnimation{Grid: visual.Grid{X: math.MaxInt32 - 24, W: 8, H: 8, Count: 3}}
	if note := in.Bound(); note != "" {
		t.Errorf("Bound() of a grid inside the range = %q, want none", note)
	}
}
