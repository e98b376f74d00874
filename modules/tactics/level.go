package tactics

import (
	"fmt"
	"io/fs"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/level"
)

// The draw layers of a battle: terrain, overlay marks, units, their hit
// point bars, the cursor.
const (
	layerTerrain = -20
	layerMarks   = -10
	layerUnits   = 0
	layerBars    = 1
	layerCursor  = 5
	layerBanner  = 50
)

// The colours of a battle drawn with shapes, and of its overlays.
var (
	terrainColors = [terrains]string{"#6fa34a", "#2f6b34", "#8a7a66", "#3a6fb0", "#3b3340", "#b08a4a"}
	sideColors    = map[string]string{SidePlayer: "#4a8ef0", SideEnemy: "#e0504a"}
	colorMove     = griff.MustHex("#3a7cf0a0")
	colorAttack   = griff.MustHex("#f0303aa8")
	colorDanger   = griff.MustHex("#f0a03a70")
	colorFog      = griff.MustHex("#0a0a18b0")
	colorSeize    = "#ffd34d"
	colorCursor   = "#fff6c8"
	colorBarBack  = "#202020"
	colorBar      = "#6ad05a"
	colorBanner   = "#101828d0"
)

// readLevelFile is the module's level.Reader (MapExt): a map file becomes
// one entity, "Battle", at the file's "at", holding the Battle, the
// Griff.TurnOrder of its two sides, and as children its Grid, terrain,
// overlay marks, units, cursor and armies, all drawn on the HUD. A file
// that does not read is an error (hosting reports it and plays the scene
// without the battle).
func readLevelFile(file string, data []byte, _ fs.FS, _ *scenes.Problems) (*level.Level, error) {
	m, err := ReadMap(file, data)
	if err != nil {
		return nil, err
	}
	return &level.Level{Name: file, Roots: []*level.Node{battleNode(file, m)}}, nil
}

func init() {
	level.RegisterReader(MapExt, readLevelFile)
}

// battleNode builds the nodes of m.
func battleNode(file string, m *Map) *level.Node {
	b := m.Battle
	cs := b.cellSize()
	root := &level.Node{Name: "Battle", Position: m.At, File: file, Line: 1, Col: 1}
	root.Add("Tactics.Battle", b)
	root.Add("Griff.TurnOrder", map[string]any{"sides": []string{SidePlayer, SideEnemy}})
	var f Field
	fillTerrain(&f, &b)
	blocked := make([]bool, len(f.Terrain))
	for i, t := range f.Terrain {
		blocked[i] = t == Wall
	}
	grid := &level.Node{Name: "Grid"}
	grid.Add("Griff.Grid", map[string]any{"width": b.Width, "height": b.Height, "cellSize": cs, "blocked": blocked})
	root.Children = append(root.Children, grid, terrainNode(m, &f), marksNode(&b))
	if b.Win == WinSeize {
		n := &level.Node{Name: "Seize", Position: center(b.Seize.X(), b.Seize.Y(), cs)}
		n.Add("Griff.Shape", shape(cs-6, colorSeize, 3, layerMarks+1))
		root.Children = append(root.Children, n)
	}
	for i := range m.Units {
		root.Children = append(root.Children, unitNode(m, i, cs))
	}
	root.Children = append(root.Children, bannerNode(&b))
	cursor := &level.Node{Name: "Cursor", Position: center(0, 0, cs)}
	cursor.Add("Griff.Shape", shape(cs, colorCursor, 2, layerCursor))
	root.Children = append(root.Children, cursor)
	for _, side := range []string{SidePlayer, SideEnemy} {
		n := &level.Node{Name: side + " army"}
		n.Add("Griff.TurnActor", map[string]any{"side": side})
		n.Add("Tactics.Army", Army{Side: side})
		root.Children = append(root.Children, n)
	}
	return root
}

func center(x, y int, cs float64) griff.Vec {
	return griff.V((float64(x)+0.5)*cs, (float64(y)+0.5)*cs)
}

// shape is a Griff.Shape's value: a centred square of side size drawn on
// the HUD, filled or with an outline.
func shape(size float64, color string, outline float64, layer int) map[string]any {
	v := map[string]any{"size": []float64{size, size}, "pivot": []float64{0.5, 0.5}, "color": color, "hud": true, "layer": layer}
	if outline > 0 {
		v["outline"] = outline
	}
	return v
}

// bannerNode is the phase's banner: a dark band across the middle of the
// map with the banner's text (Battle.Banner), hidden until a phase begins.
// The text starts near the band's middle: its width is guessed from the
// longer phase name at 24 pixels (a character about 0.55 of the size).
func bannerNode(b *Battle) *level.Node {
	cs := b.cellSize()
	w, h := float64(b.Width)*cs, float64(b.Height)*cs
	n := &level.Node{Name: "Banner", Position: griff.V(w/2, h/2), Hidden: true}
	n.Add("Griff.Shape", map[string]any{"size": []float64{w, 44}, "pivot": []float64{0.5, 0.5}, "color": colorBanner,
		"hud": true, "layer": layerBanner})
	const size = 24
	guess := float64(len(EnemyPhase)) * size * 0.55
	text := &level.Node{Name: "Text", Position: griff.V(-guess/2, -size*0.7)}
	text.Add("Griff.HudText", map[string]any{"size": size, "color": "#fff6c8", "layer": layerBanner + 1,
		"source": map[string]any{"entity": "Battle", "output": "Tactics.Battle.banner"}})
	n.Children = []*level.Node{text}
	return n
}

// terrainNode draws the map: a sprite of the terrain sheet per cell, or a
// shape.
func terrainNode(m *Map, f *Field) *level.Node {
	cs := m.Battle.cellSize()
	n := &level.Node{Name: "Terrain"}
	for i, t := range f.Terrain {
		x, y := i%f.Width, i/f.Width
		c := &level.Node{Name: fmt.Sprintf("%v %d,%d", t, x, y), Position: center(x, y, cs)}
		if m.Tiles != "" {
			ts := m.TileSize
			c.Scale = griff.V(cs/float64(ts), cs/float64(ts))
			c.Add("Griff.Sprite", map[string]any{"image": m.Tiles, "region": map[string]int{"x": int(t) * ts, "w": ts, "h": ts},
				"pivot": []float64{0.5, 0.5}, "hud": true, "layer": layerTerrain})
		} else {
			c.Add("Griff.Shape", shape(cs, terrainColors[t], 0, layerTerrain))
		}
		n.Children = append(n.Children, c)
	}
	return n
}

// marksNode holds an overlay mark per cell, hidden until the system shows
// it.
func marksNode(b *Battle) *level.Node {
	cs := b.cellSize()
	n := &level.Node{Name: "Marks"}
	for y := range b.Height {
		for x := range b.Width {
			c := &level.Node{Name: fmt.Sprintf("mark %d,%d", x, y), Position: center(x, y, cs), Hidden: true}
			c.Add("Tactics.Mark", map[string]any{"cell": []int{x, y}})
			c.Add("Griff.Shape", shape(cs, "#00000000", 0, layerMarks))
			n.Children = append(n.Children, c)
		}
	}
	return n
}

// unitNode is unit i: its Unit and grid mover, a picture ("Look") and a hit
// point bar ("Bar").
func unitNode(m *Map, i int, cs float64) *level.Node {
	u, c := m.Units[i], m.Cells[i]
	n := &level.Node{Name: u.Name, Position: center(c.X(), c.Y(), cs)}
	n.Add("Tactics.Unit", u)
	n.Add("Griff.GridMover", map[string]any{"cell": c, "from": c, "stepTime": DefaultStepTime.String()})
	look := &level.Node{Name: "Look"}
	if m.Sprites != "" {
		ss := m.SpriteSize
		row := 0
		if u.Side == SideEnemy {
			row = 1
		}
		look.Scale = griff.V(cs/float64(ss), cs/float64(ss))
		look.Add("Griff.Sprite", map[string]any{"image": m.Sprites,
			"region": map[string]int{"x": ClassIndex(u.Class) * ss, "y": row * ss, "w": ss, "h": ss},
			"pivot":  []float64{0.5, 0.5}, "hud": true, "layer": layerUnits, "flipX": u.Side == SideEnemy})
	} else {
		look.Add("Griff.Shape", map[string]any{"kind": "circle", "radius": cs * 0.38, "color": sideColors[u.Side], "hud": true, "layer": layerUnits})
	}
	back := &level.Node{Name: "BarBack", Position: griff.V(-cs*0.4, cs*0.36)}
	back.Add("Griff.Shape", map[string]any{"size": []float64{cs * 0.8, 3}, "color": colorBarBack, "hud": true, "layer": layerBars})
	bar := &level.Node{Name: "Bar", Position: griff.V(-cs*0.4, cs*0.36)}
	bar.Add("Griff.Shape", map[string]any{"size": []float64{cs * 0.8, 3}, "color": colorBar, "hud": true, "layer": layerBars, "z": 1})
	n.Children = []*level.Node{look, back, bar}
	return n
}
