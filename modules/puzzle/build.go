package puzzle

import (
	"fmt"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/runtime/grid"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// The colours of a built level (straight RGBA): a warm Sokoban palette.
var (
	colorFloor     = griff.MustHex("#3b3046")
	colorWall      = griff.MustHex("#8a5a44")
	colorWallTop   = griff.MustHex("#b07a58")
	colorTarget    = griff.MustHex("#f2c94c")
	colorExit      = griff.MustHex("#5ad17a")
	colorCrate     = griff.MustHex("#d9893d")
	colorCrateDone = griff.MustHex("#7ad65a")
	colorPlayer    = griff.MustHex("#6cc4f0")
)

// The draw layers of a built level: floor, walls and marks, crates, player.
const (
	layerFloor  = -10
	layerMarks  = -5
	layerCrates = 2
	layerPlayer = 3
)

// buildLevel returns a template of lv's entities: a root with LevelInfo, its
// Grid, the floor, walls, targets and exits as shapes, and the crates and the
// player as grid movers. The root's children share its coordinates: cell
// (0, 0)'s corner is at the root's origin.
func buildLevel(lv *Level, index int, b *Board) *scenes.Template {
	sc := scenes.NewScene("puzzle level", nil)
	root := sc.NewEntity("Level", nil)
	scenes.Add(root, LevelInfo{Index: index, Title: lv.Title})
	cs := b.cellSize()
	gr := grid.Grid{Width: lv.Width, Height: lv.Height, CellSize: cs, Blocked: lv.Walls}
	scenes.Add(sc.NewEntity("Grid", root), gr)
	scenery := sc.NewEntity("Scenery", root)
	scenes.Add(scenery, Scenery{})
	inside := floorCells(lv)
	for i, in := range inside {
		if !in {
			continue
		}
		c := gr.CellOf(i)
		switch {
		case lv.Walls[i]:
			tile(sc, scenery, "Wall", c, cs, cs, colorWall, layerFloor)
			tile(sc, scenery, "WallTop", c, cs, cs*0.25, colorWallTop, layerFloor+1)
		default:
			tile(sc, scenery, "Floor", c, cs, cs, colorFloor, layerFloor)
		}
	}
	for _, c := range lv.Targets {
		e := mark(sc, root, "Target", gr.Center(griff.Vec{}, c), visual.Shape{Kind: visual.ShapeCircle, Radius: float64(cs * 0.22), Color: colorTarget, Outline: 2})
		scenes.Add(e, Target{Cell: c})
	}
	for _, c := range lv.Exits {
		e := mark(sc, root, "Exit", gr.Center(griff.Vec{}, c), visual.Shape{Size: griff.V(cs-4, cs-4), Pivot: griff.V(0.5, 0.5), Color: colorExit, Outline: 3})
		scenes.Add(e, Exit{Cell: c})
	}
	st := b.stepTime()
	for _, c := range lv.Crates {
		e := mark(sc, root, "Crate", gr.Center(griff.Vec{}, c), visual.Shape{Size: griff.V(cs-6, cs-6), Pivot: griff.V(0.5, 0.5), Color: colorCrate, DrawOrder: visual.DrawOrder{Layer: layerCrates}})
		scenes.Add(e, grid.Mover{Cell: c, From: c, StepTime: st, Pace: st})
		scenes.Add(e, grid.Crate{})
	}
	p := mark(sc, root, "Player", gr.Center(griff.Vec{}, lv.Player), visual.Shape{Kind: visual.ShapeCircle, Radius: float64(cs * 0.36), Color: colorPlayer, DrawOrder: visual.DrawOrder{Layer: layerPlayer}})
	scenes.Add(p, grid.Mover{Cell: lv.Player, From: lv.Player, StepTime: st, Pace: st, Push: true})
	scenes.Add(p, Player{})
	return scenes.NewTemplate(fmt.Sprintf("puzzle level %d", index+1), root)
}

// tile adds a w × h box at cell c's top-left corner.
func tile(sc *scenes.Scene, root *scenes.Entity, name string, c grid.Cell, cs, h float64, col griff.Color, layer int) {
	e := sc.NewEntity(name, root)
	e.Transform().SetPosition(griff.V(float64(c.X())*cs, float64(c.Y())*cs))
	scenes.Add(e, visual.Shape{Size: griff.V(cs, h), Color: col, DrawOrder: visual.DrawOrder{Layer: layer}})
}

// mark adds an entity drawn by sh at pos; sh's layer is layerMarks unless
// given.
func mark(sc *scenes.Scene, root *scenes.Entity, name string, pos griff.Vec, sh visual.Shape) *scenes.Entity {
	e := sc.NewEntity(name, root)
	e.Transform().SetPosition(pos)
	if sh.Layer == 0 {
		sh.Layer = layerMarks
	}
	scenes.Add(e, sh)
	return e
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
