package ldtk_test

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/ldtk"
	"github.com/griffengine/griff/scenes/level"
)

// TestLevelBackgrounds: a level's background colour is a box of the level's
// size behind its layers, and its background image (LDtk's sample level
// "Background_image": atlas/Beach by deepnight.png at 0.85, cropped) a
// sprite of the cropped part at its place and scale; the image, not in the
// test folder, warns; a colour that is not #rrggbb warns and is left out.
func TestLevelBackgrounds(t *testing.T) {
	l, probs := read(t, ldtk.Read, "Test_file_for_API_showing_all_features.ldtk")
	var lv *level.Node
	for _, n := range l.Roots {
		if n.Name == "Background_image" {
			lv = n
		}
	}
	if lv == nil || len(lv.Children) == 0 || lv.Children[0].Name != "background" {
		t.Fatalf("level Background_image %+v, want a first child background", lv)
	}
	bg := lv.Children[0]
	if got := value(t, bg, "Griff.Shape"); got != `{"color":"#6E6F8B","kind":"box","layer":-128,"size":[272,192]}` {
		t.Errorf("background shape %s, want a #6E6F8B box of 272×192 on layer -128", got)
	}
	if len(bg.Children) != 1 {
		t.Fatalf("background children %d, want the image", len(bg.Children))
	}
	img := bg.Children[0]
	if got := value(t, img, "Griff.Sprite"); got != `{"image":"atlas/Beach by deepnight.png","layer":-128,"region":{"h":225,"w":320,"x":0,"y":7}}` || img.Scale != griff.V(0.85, 0.85) || img.Position != (griff.Vec{}) {
		t.Errorf("background image %s at %v scaled %v, want the crop 0,7 320×225 at the level's corner, scaled 0.85", got, img.Position, img.Scale)
	}
	warned := false
	for _, p := range probs {
		warned = warned || strings.Contains(p.Message, `level "Background_image": its background image atlas/Beach by deepnight.png`)
	}
	if !warned {
		t.Errorf("problems %v, want one about the missing background image", probs)
	}

	data, err := os.ReadFile("testdata/small.ldtk")
	if err != nil {
		t.Fatal(err)
	}
	s := strings.Replace(string(data), `"identifier": "Start",`, `"identifier": "Start", "__bgColor": "teal",`, 1)
	var p scenes.Problems
	l, err = ldtk.Read("small.ldtk", []byte(s), os.DirFS("testdata"), &p)
	if err != nil {
		t.Fatal(err)
	}
	if c := l.Roots[0].Children[0]; c.Name == "background" {
		t.Errorf("a level whose colour is teal has a background %+v, want none", c)
	}
	warned = false
	for _, pr := range p.List() {
		warned = warned || (strings.Contains(pr.Message, `the background colour "teal" is not #rrggbb`) && pr.Line > 0)
	}
	if !warned {
		t.Errorf("problems %v, want one about the colour teal at the level's line", p.List())
	}
}

// value returns the JSON of n's component typ.
func value(t *testing.T, n *level.Node, typ string) string {
	t.Helper()
	for _, c := range n.Components {
		if c.Type == typ {
			b, err := json.Marshal(c.Value)
			if err != nil {
				t.Fatal(err)
			}
			return string(b)
		}
	}
	return ""
}
