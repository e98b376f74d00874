package ldtk

import (
	"io/fs"
	"path"
	"regexp"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes/level"
)

// hexColor is a colour as LDtk writes it: "#rrggbb".
var hexColor = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// background returns the node of level lv's background, its first child:
// "background", a Griff.Shape box of the level's size in its colour
// (__bgColor), and, if the level has a background image (bgRelPath), a child
// "background image" with a Griff.Sprite of the part of the image __bgPos
// crops, at its top-left corner and scale; both on the backmost drawing
// layer (-128), as LDtk draws them behind the layers. It returns nil for a
// level with neither. A colour that is not "#rrggbb" warns and is left out;
// an image not in the game folder warns and is drawn as a placeholder.
func (r *reader) background(src source, lv levelJSON) *level.Node {
	n := &level.Node{Name: "background", File: src.file}
	n.Line, n.Col = src.where(lv.Iid)
	switch {
	case lv.BgColor == "":
	case !hexColor.MatchString(lv.BgColor):
		r.warn(src, lv.Iid, "level %q: the background colour %q is not #rrggbb (left out)", lv.Identifier, lv.BgColor)
	case lv.PxWid > 0 && lv.PxHei > 0:
		n.Add("Griff.Shape", map[string]any{"kind": "box", "size": [2]float64{float64(lv.PxWid), float64(lv.PxHei)}, "color": lv.BgColor, "layer": -128})
	}
	if lv.BgRelPath != nil && *lv.BgRelPath != "" {
		if img := r.backgroundImage(src, lv); img != nil {
			n.Children = append(n.Children, img)
		}
	}
	if len(n.Components) == 0 && len(n.Children) == 0 {
		return nil
	}
	return n
}

// backgroundImage returns the node of level lv's background image.
func (r *reader) backgroundImage(src source, lv levelJSON) *level.Node {
	image := path.Join(r.dir, *lv.BgRelPath)
	if r.fsys != nil {
		if _, err := fs.Stat(r.fsys, image); err != nil {
			r.warn(src, lv.Iid, "level %q: its background image %s (bgRelPath %q) is not in the game folder (drawn as a placeholder)", lv.Identifier, image, *lv.BgRelPath)
		}
	}
	sp := map[string]any{"image": image, "layer": -128}
	n := &level.Node{Name: "background image", File: src.file}
	n.Line, n.Col = src.where(lv.Iid)
	if p := lv.BgPos; p != nil {
		what := "level " + lv.Identifier + ": __bgPos"
		f := func(key string, v num, def float64) float64 { return r.float(src, lv.Iid, "", what+"."+key, v, def) }
		n.Position = griff.V(f("topLeftPx[0]", p.TopLeftPx[0], 0), f("topLeftPx[1]", p.TopLeftPx[1], 0))
		if sc := griff.V(f("scale[0]", p.Scale[0], 1), f("scale[1]", p.Scale[1], 1)); sc != griff.V(1, 1) {
			n.Scale = sc
		}
		crop := [4]int{}
		for i := range crop {
			crop[i] = int(f("cropRect", p.CropRect[i], 0))
		}
		if crop[2] > 0 && crop[3] > 0 {
			sp["region"] = map[string]int{"x": crop[0], "y": crop[1], "w": crop[2], "h": crop[3]}
		}
	}
	return n.Add("Griff.Sprite", sp)
}
