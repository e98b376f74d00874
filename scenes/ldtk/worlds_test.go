package ldtk_test

import (
	"slices"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/ldtk"
	"github.com/griffengine/griff/scenes/level"
)

// TestWorlds reads LDtk's project of three worlds: one node per world, its
// levels placed by each world's layout.
func TestWorlds(t *testing.T) {
	l, _ := read(t, ldtk.Read, "multiWorldsTest.ldtk")
	var worlds []string
	for _, w := range l.Roots {
		worlds = append(worlds, w.Name)
	}
	if want := []string{"Horizontal", "Vertical", "Free2D"}; !slices.Equal(worlds, want) {
		t.Fatalf("worlds %v, want %v", worlds, want)
	}
	tests := []struct {
		world, level int
		want         griff.Vec
	}{
		{0, 0, griff.V(0, 0)},
		{0, 3, griff.V(3*256, 0)}, // linear horizontal: 256 wide each
		{1, 2, griff.V(0, 2*256)}, // linear vertical: 256 high each
		{2, 0, griff.V(1024, 256)},
		{2, 3, griff.V(768, 768)}, // free: worldX, worldY
	}
	for _, tc := range tests {
		n := l.Roots[tc.world].Children[tc.level]
		if n.Position != tc.want {
			t.Errorf("%s/%s at %v, want %v", l.Roots[tc.world].Name, n.Name, n.Position, tc.want)
		}
	}
}

// TestAllFeatures reads LDtk's project "showing all features": linear
// vertical levels, flipped tiles as sprites, fields of every type.
func TestAllFeatures(t *testing.T) {
	l, probs := read(t, ldtk.Read, "Test_file_for_API_showing_all_features.ldtk")
	for _, p := range probs {
		if p.Line == 0 {
			t.Errorf("problem %v has no line", p)
		}
	}
	var ys []float64
	for _, n := range l.Roots {
		ys = append(ys, n.Position[1])
	}
	if want := []float64{0, 568, 568 + 256, 568 + 256 + 160}; !slices.Equal(ys, want) {
		t.Errorf("levels at y %v, want %v", ys, want)
	}
	flips := map[[2]bool]int{}
	var walk func(n *level.Node)
	walk = func(n *level.Node) {
		if len(n.Components) > 0 && n.Components[0].Type == "Griff.Sprite" && n.Name != "background image" {
			sp := spriteOf(t, n)
			flips[[2]bool{sp.FlipX, sp.FlipY}]++
		}
		for _, c := range n.Children {
			walk(c)
		}
	}
	for _, n := range l.Roots {
		walk(n)
	}
	for _, f := range [][2]bool{{true, false}, {false, true}, {true, true}} {
		if flips[f] == 0 {
			t.Errorf("no tile drawn with FlipX, FlipY = %v (LDtk's f bits 1, 2 and 3): %v", f, flips)
		}
	}
	if len(l.Spawns) != 12 {
		t.Errorf("%d spawns, want the project's 12 entities", len(l.Spawns))
	}
	if _, err := l.SceneFile(); err != nil {
		t.Error(err)
	}
}
