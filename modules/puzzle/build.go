package puzzle

import (
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/runtime/turns"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// The colours of a built level (straight RGBA): a warm Sokoban palette.
var (
	colorFloor     = griff.MustHex("#3b3046")
	colorWall      = griff.MustHex("#8a5a44")
	colorTarget    = griff.MustHex("#f2c94c")
	colorExit      = griff.MustHex("#5ad17a")
	colorCrate     = griff.MustHex("#d9893d")
	colorCrateDone = griff.MustHex("#7ad65a")
	colorPlayer    = griff.MustHex("#6cc4f0")
)

// The tiles of a tile sheet (Board.Tiles), in the order they sit in its
// row.
const (
	TileFloor = iota
	TileWall
	TileTarget
	TileCrate
	TileCrateDone
	TilePlayer
	TileExit
)

// The draw layers of a built level: floor, walls and marks, crates, player.
const (
	layerFloor  = -10
	layerMarks  = -5
	layerCrates = 2
	layerPlayer = 3
)

// buildLevel returns a template of lv's entities: a root with LevelInfo, its
// Grid, the floor and walls (under a Scenery entity), targets and exits, and
// the crates and the player as grid movers, drawn with the board's tile
// sheet or with shapes. The root's children share its coordinates: cell
// (0, 0)'s corner is at the root's origin.
func buildLevel(lv *Level, index int, b *Board) *scenes.Template {
	sc := scenes.NewScene("puzzle level", nil)
	root := sc.NewEntity("Level", nil)
	scenes.Add(root, LevelInfo{Index: index, Title: lv.Title})
	cs := b.cellSize()
	gr := grid.Grid{Width: lv.Width, Height: lv.Height, CellSize: cs, Blocked: lv.Walls}
	scenes.Add(sc.NewEntity("Grid", root), gr)
	pt := painter{sc: sc, b: b, gr: &gr}
	scenery := sc.NewEntity("Scenery", root)
	scenes.Add(scenery, Scenery{})
	for i, in := range floorCells(lv) {
		switch c := gr.CellOf(i); {
		case !in:
		case lv.Walls[i]:
			pt.piece(scenery, "Wall", c, TileWall, layerFloor, visual.Shape{Color: colorWall})
		default:
			pt.piece(scenery, "Floor", c, TileFloor, layerFloor, visual.Shape{Color: colorFloor})
		}
	}
	for _, c := range lv.Targets {
		e := pt.piece(root, "Target", c, TileTarget, layerMarks, visual.Shape{Kind: visual.ShapeCircle, Radius: float64(cs * 0.22), Color: colorTarget, Outline: 2})
		scenes.Add(e, Target{Cell: c})
	}
	for _, c := range lv.Exits {
		e := pt.piece(root, "Exit", c, TileExit, layerMarks, visual.Shape{Size: griff.V(cs-4, cs-4), Color: colorExit, Outline: 3})
		scenes.Add(e, Exit{Cell: c})
	}
	st := b.stepTime()
	for _, c := range lv.Crates {
		e := pt.piece(root, "Crate", c, TileCrate, layerCrates, visual.Shape{Size: griff.V(cs-6, cs-6), Color: colorCrate})
		scenes.Add(e, grid.Mover{Cell: c, From: c, StepTime: st, Pace: st})
		scenes.Add(e, grid.Crate{})
	}
	p := pt.piece(root, "Player", lv.Player, TilePlayer, layerPlayer, visual.Shape{Kind: visual.ShapeCircle, Radius: float64(cs * 0.36), Color: colorPlayer})
	scenes.Add(p, grid.Mover{Cell: lv.Player, From: lv.Player, StepTime: st, Pace: st, Push: true})
	scenes.Add(p, Player{})
	if b.Turns {
		scenes.Add(root, turns.Order{})
		scenes.Add(p, turns.Actor{Side: "player"})
	}
	return scenes.NewTemplate(fmt.Sprintf("puzzle level %d", index+1), root)
}

// painter adds the drawn pieces of a level being built.
type painter struct {
	sc *scenes.Scene
	b  *Board
	gr *grid.Grid
}

// piece adds an entity named name at cell c's centre, drawn by tile of the
// board's sheet or, without one, by sh (a box sh.Size, default the whole
// cell, or a circle).
func (p *painter) piece(parent *scenes.Entity, name string, c grid.Cell, tile, layer int, sh visual.Shape) *scenes.Entity {
	e := p.sc.NewEntity(name, parent)
	e.Transform().SetPosition(p.gr.Center(griff.Vec{}, c))
	order := visual.DrawOrder{Layer: layer}
	if p.b.Tiles != "" {
		ts := p.b.tileSize()
		scenes.Add(e, visual.Sprite{Image: p.b.Tiles, Region: tileRegion(tile, ts), Pivot: griff.V(0.5, 0.5), DrawOrder: order})
		if k := p.b.cellSize() / float64(ts); k != 1 {
			e.Transform().SetScale(griff.V(k, k))
		}
		return e
	}
	if sh.Kind == visual.ShapeBox && sh.Size == (griff.Vec{}) {
		sh.Size = griff.V(p.b.cellSize(), p.b.cellSize())
	}
	sh.Pivot, sh.DrawOrder = griff.V(0.5, 0.5), order
	scenes.Add(e, sh)
	return e
}

// tileRegion is tile's square in a sheet of ts-pixel tiles.
func tileRegion(tile, ts int) visual.Region {
	return visual.RegionOf(tile*ts, 0, ts, ts)
}

// floorCells returns, per cell, whether it is floor the player can reach or
// a wall next to such floor (flood fill from the player over open cells): the
// cells drawn, so the outside of a level stays the background, as Sokoban
// draws it.
func floorCells(lv *Level) []bool {
	in := make([]bool, len(lv.Walls))
	gr := grid.Grid{Width: lv.Width, Height: lv.Height, Blocked: lv.Walls}
	stack := []grid.Cell{lv.Player}
	for len(stack) > 0 {
		c := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		i := gr.Index(c)
		if i < 0 || in[i] {
			continue
		}
		in[i] = true
		if lv.Walls[i] {
			continue
		}
		for _, d := range []grid.Dir{grid.DirUp, grid.DirRight, grid.DirDown, grid.DirLeft} {
			stack = append(stack, c.Add(d.Offset()))
		}
	}
	return in
}
