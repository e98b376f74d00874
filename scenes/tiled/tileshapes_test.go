package tiled_test

import (
	"strconv"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/physics"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
)

// shapesMap is a map following Tiled's TMX documentation of <tile> with an
// <objectgroup> (the tile collision editor): a full rectangle, a bottom half
// rectangle shown on three cells of a row, a round and a flat ellipse, a
// slope triangle drawn flipped horizontally, and a point.
const shapesMap = `<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" orientation="orthogonal" renderorder="right-down" width="4" height="2" tilewidth="16" tileheight="16" infinite="0">
 <tileset firstgid="1" name="shapes" tilewidth="16" tileheight="16" tilecount="6" columns="6">
  <image source="../assets/tiles.png" width="96" height="16"/>
  <tile id="0"><objectgroup draworder="index" id="2"><object id="1" x="0" y="0" width="16" height="16"/></objectgroup></tile>
  <tile id="1"><objectgroup draworder="index" id="2"><object id="1" x="0" y="8" width="16" height="8"/></objectgroup></tile>
  <tile id="2"><objectgroup draworder="index" id="2"><object id="1" x="4" y="4" width="8" height="8"><ellipse/></object></objectgroup></tile>
  <tile id="3"><objectgroup draworder="index" id="2"><object id="1" x="0" y="4" width="16" height="8"><ellipse/></object></objectgroup></tile>
  <tile id="4"><objectgroup draworder="index" id="2"><object id="1" x="0" y="0"><polygon points="0,16 16,0 16,16"/></object></objectgroup></tile>
  <tile id="5"><objectgroup draworder="index" id="2"><object id="1" x="8" y="8"><point/></object></objectgroup></tile>
 </tileset>
 <layer id="1" name="Ground" width="4" height="2">
  <data encoding="csv">
2,2,2,3,
4,2147483653,6,1
</data>
 </layer>
</map>`

// TestTileCollisionShapes: shapes drawn on tiles become one static collider
// of the layer's cells (touching rectangles of a row merged, a round ellipse
// a circle, a flat one a 16-sided polygon, a flipped tile's shapes flipped, a
// point nothing), and a full rectangle stays a tilemap wall.
func TestTileCollisionShapes(t *testing.T) {
	fsys := game(t)
	fsys["maps/shapes.tmx"] = &fstest.MapFile{Data: []byte(shapesMap)}
	lv, probs, err := readMap(fsys, "shapes.tmx")
	if err != nil {
		t.Fatal(err)
	}
	if len(probs) != 0 {
		t.Errorf("problems %v, want none", probs)
	}
	ground := lv.Roots[0]
	var walls map[string]any
	component(t, ground, "Griff.TilemapWalls", &walls)
	if walls["fromTilemap"] != "solid" {
		t.Errorf("walls %v, want solid from the full rectangle", walls)
	}
	var sh *level.Node
	for _, c := range ground.Children {
		if c.Name == "Ground shapes" {
			sh = c
		}
	}
	if sh == nil {
		t.Fatalf("no Ground shapes child in %+v", ground.Children)
	}
	var col struct {
		Shapes []struct {
			Kind   string      `json:"kind"`
			Offset griff.Vec   `json:"offset"`
			Size   griff.Vec   `json:"size"`
			Radius float64     `json:"radius"`
			Points []griff.Vec `json:"points"`
		} `json:"shapes"`
	}
	component(t, sh, "Griff.Collider", &col)
	if len(col.Shapes) != 4 {
		t.Fatalf("%d shapes %+v, want 4 (box, circle, ellipse polygon, triangle)", len(col.Shapes), col.Shapes)
	}
	if s := col.Shapes[0]; s.Kind != "box" || s.Offset != griff.V(24, 12) || s.Size != griff.V(48, 8) {
		t.Errorf("first shape %+v, want the three half rectangles merged: box 48×8 at (24, 12)", s)
	}
	if s := col.Shapes[1]; s.Kind != "circle" || s.Offset != griff.V(56, 8) || s.Radius != 4 {
		t.Errorf("second shape %+v, want a circle of radius 4 at (56, 8)", s)
	}
	if s := col.Shapes[2]; s.Kind != "polygon" || len(s.Points) != 16 || s.Points[0] != griff.V(16, 24) {
		t.Errorf("third shape %+v, want a 16-gon starting at (16, 24)", s)
	}
	want := map[griff.Vec]bool{griff.V(32, 32): true, griff.V(16, 16): true, griff.V(16, 32): true}
	if s := col.Shapes[3]; s.Kind != "polygon" || len(s.Points) != 3 {
		t.Errorf("fourth shape %+v, want the flipped triangle", s)
	} else {
		for _, p := range s.Points {
			if !want[p] {
				t.Errorf("triangle point %v, want one of (32,32) (16,16) (16,32): the slope mirrored", p)
			}
		}
	}
}

// TestTileCollisionShapesFlips: a bottom-left quarter rectangle drawn with
// each combination of flips lands in the quarter Tiled draws it in (the
// diagonal flip first, then horizontal, then vertical).
func TestTileCollisionShapesFlips(t *testing.T) {
	for _, c := range []struct {
		flags  uint32
		centre griff.Vec
	}{
		{0, griff.V(4, 12)},
		{0x80000000, griff.V(12, 12)},
		{0x40000000, griff.V(4, 4)},
		{0x20000000, griff.V(12, 4)}, // x/y swapped: (12, 4)
		{0xa0000000, griff.V(4, 4)},  // swap then mirror x
	} {
		m := `<map orientation="orthogonal" width="1" height="1" tilewidth="16" tileheight="16">
<tileset firstgid="1" name="q" tilewidth="16" tileheight="16" tilecount="1" columns="1"><image source="../assets/tiles.png" width="16" height="16"/>
<tile id="0"><objectgroup><object id="1" x="0" y="8" width="8" height="8"/></objectgroup></tile></tileset>
<layer id="1" name="L" width="1" height="1"><data encoding="csv">` + strconv.FormatUint(uint64(1+c.flags), 10) + `</data></layer></map>`
		fsys := game(t)
		fsys["maps/q.tmx"] = &fstest.MapFile{Data: []byte(m)}
		lv, _, err := readMap(fsys, "q.tmx")
		if err != nil {
			t.Fatal(err)
		}
		var col struct {
			Shapes []struct {
				Offset griff.Vec `json:"offset"`
			} `json:"shapes"`
		}
		component(t, lv.Roots[0].Children[0], "Griff.Collider", &col)
		if len(col.Shapes) != 1 || col.Shapes[0].Offset != c.centre {
			t.Errorf("flags %#x: %+v, want one box at %v", c.flags, col.Shapes, c.centre)
		}
	}
}

// TestTileCollisionShapesLoad: the scene made from a map with drawn tile
// shapes reads as a scene with no problems, its shapes a physics.Collider.
func TestTileCollisionShapesLoad(t *testing.T) {
	fsys := game(t)
	fsys["maps/shapes.tmx"] = &fstest.MapFile{Data: []byte(shapesMap)}
	lv, _, err := readMap(fsys, "shapes.tmx")
	if err != nil {
		t.Fatal(err)
	}
	sf, err := lv.SceneFile()
	if err != nil {
		t.Fatal(err)
	}
	probs := scenes.NewProblems(nil)
	s, err := scenes.ReadScene("maps/shapes.tmx", sf, probs)
	if err != nil {
		t.Fatal(err)
	}
	if len(probs.List()) != 0 {
		t.Errorf("problems %v, want none", probs.List())
	}
	e := s.Find("Ground shapes")
	if e == nil {
		t.Fatal("no Ground shapes entity")
	}
	c := scenes.Get[physics.Collider](e)
	if c == nil || len(c.Shapes) != 4 || c.Shapes[1].Kind != physics.ShapeCircle || c.Shapes[1].Radius != 4 {
		t.Errorf("collider %+v, want 4 shapes, the second a circle of radius 4", c)
	}
}
