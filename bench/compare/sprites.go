package main

import (
	"image"
	_ "image/png"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/ebitenview"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/builtins"
	"github.com/griffengine/griff/runtime/motion"
	"github.com/griffengine/griff/scenes"
	"github.com/griffengine/griff/scenes/visual"
)

// Screen and sprite sizes of the issue: 26x37 sprites on an 800x600 screen.
const (
	screenW, screenH = 800, 600
	spriteW, spriteH = 26, 37
	imageName        = "gophers.jpg" // Ebitengine's examples/resources/images
)

// griffSprites is a real Game of n moving sprites (each a Mover bouncing inside the
// screen) with a renderer of one worker, one of two, and the ebitenview backend.
type griffSprites struct {
	n      int
	g      *runtime.Game
	r1, r2 *rendering.Renderer
	l1, l2 drawlist.List
	v      *ebitenview.View
}

func newGriffSprites(dir string, n int) *griffSprites {
	g, err := builtins.NewGame(runtime.Options{}, builtins.Options{})
	must(err)
	s := g.Scene()
	r := griff.NewRand(7)
	bounds := griff.Box{Min: griff.V(0, 0), Max: griff.V(screenW-spriteW, screenH-spriteH)}
	for range n {
		e := s.NewEntity("S", nil)
		e.Transform().SetPosition(griff.V(r.FloatRange(0, screenW-spriteW), r.FloatRange(0, screenH-spriteH)))
		scenes.Add(e, visual.Sprite{Image: imageName, Region: visual.Region{W: spriteW, H: spriteH}})
		scenes.Add(e, motion.Mover{Velocity: griff.V(r.FloatRange(-60, 60), r.FloatRange(-60, 60)), Bounds: bounds})
	}
	cam := s.NewEntity("Camera", nil)
	cam.Transform().SetPosition(griff.V(screenW/2, screenH/2))
	scenes.Add(cam, visual.Camera{})
	gs := &griffSprites{n: n, g: g,
		r1: rendering.NewRenderer(rendering.Options{Assets: os.DirFS(dir), Workers: 1, Screen: image.Pt(screenW, screenH)}),
		r2: rendering.NewRenderer(rendering.Options{Assets: os.DirFS(dir), Workers: 2, Screen: image.Pt(screenW, screenH)}),
		v:  ebitenview.New(os.DirFS(dir), nil, ebitenview.Options{}),
	}
	for range 3 {
		gs.r1.Build(g, 1, &gs.l1)
		gs.r2.Build(g, 1, &gs.l2)
		g.Step()
	}
	return gs
}

// plainSprites is the anchors' state: positions and velocities in a plain slice,
// moved by a plain motion loop with the same bounce.
type plainSprites struct {
	p     []plainSprite
	img   *ebiten.Image
	op    ebiten.DrawImageOptions
	verts []ebiten.Vertex
	idx   []uint16
	quads []drawlist.Quad
}

type plainSprite struct{ x, y, vx, vy float32 }

func newPlainSprites(dir string, n int) *plainSprites {
	f, err := os.Open(filepath.Join(dir, imageName))
	must(err)
	defer f.Close()
	im, _, err := image.Decode(f)
	must(err)
	full := ebiten.NewImageFromImage(im)
	ps := &plainSprites{img: full.SubImage(image.Rect(0, 0, spriteW, spriteH)).(*ebiten.Image)}
	r := griff.NewRand(7)
	ps.p = make([]plainSprite, n)
	for i := range ps.p {
		ps.p[i] = plainSprite{float32(r.FloatRange(0, screenW-spriteW)), float32(r.FloatRange(0, screenH-spriteH)),
			float32(r.FloatRange(-60, 60)), float32(r.FloatRange(-60, 60))}
	}
	ps.verts = make([]ebiten.Vertex, 4*batch)
	ps.idx = make([]uint16, 6*batch)
	for q := range batch {
		b := uint16(4 * q)
		copy(ps.idx[6*q:], []uint16{b, b + 1, b + 2, b, b + 2, b + 3})
	}
	ps.quads = make([]drawlist.Quad, n)
	return ps
}

// batch is how many quads one DrawTriangles call takes: Ebitengine v2.8's indices are
// 16-bit, so 16,384 quads (65,536 vertices) at most.
const batch = 16384

// move is the plain motion loop: one step of 1/60 s with the bounce Mover does.
func (ps *plainSprites) move() {
	const dt = 1.0 / 60
	for i := range ps.p {
		s := &ps.p[i]
		s.x += s.vx * dt
		s.y += s.vy * dt
		if s.x < 0 || s.x > screenW-spriteW {
			s.vx = -s.vx
		}
		if s.y < 0 || s.y > screenH-spriteH {
			s.vy = -s.vy
		}
	}
}

// drawImages submits one DrawImage per sprite.
func (ps *plainSprites) drawImages(screen *ebiten.Image) {
	for i := range ps.p {
		ps.op.GeoM.Reset()
		ps.op.GeoM.Translate(float64(ps.p[i].x), float64(ps.p[i].y))
		screen.DrawImage(ps.img, &ps.op)
	}
}

// drawTriangles writes four vertices per sprite and submits them in DrawTriangles
// calls of batch quads: the hand-tuned program.
func (ps *plainSprites) drawTriangles(screen *ebiten.Image) {
	var top ebiten.DrawTrianglesOptions
	for start := 0; start < len(ps.p); start += batch {
		end := min(start+batch, len(ps.p))
		v := ps.verts[:4*(end-start)]
		for i, s := range ps.p[start:end] {
			q := v[4*i : 4*i+4 : 4*i+4]
			q[0] = ebiten.Vertex{DstX: s.x, DstY: s.y, SrcX: 0, SrcY: 0, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1}
			q[1] = ebiten.Vertex{DstX: s.x + spriteW, DstY: s.y, SrcX: spriteW, SrcY: 0, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1}
			q[2] = ebiten.Vertex{DstX: s.x + spriteW, DstY: s.y + spriteH, SrcX: spriteW, SrcY: spriteH, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1}
			q[3] = ebiten.Vertex{DstX: s.x, DstY: s.y + spriteH, SrcX: 0, SrcY: spriteH, ColorR: 1, ColorG: 1, ColorB: 1, ColorA: 1}
		}
		screen.DrawTriangles(v, ps.idx[:6*(end-start)], ps.img, &top)
	}
}

// submitReady hands DrawTriangles vertices already written: Ebitengine's own part of
// a submit (its copy of the vertices and its command), taken off Griff's View.Draw.
func (ps *plainSprites) submitReady(screen *ebiten.Image) {
	var top ebiten.DrawTrianglesOptions
	for start := 0; start < len(ps.p); start += batch {
		end := min(start+batch, len(ps.p))
		screen.DrawTriangles(ps.verts[:4*(end-start)], ps.idx[:6*(end-start)], ps.img, &top)
	}
}

// writeQuads writes the 80-byte drawlist.Quad of each sprite from its position in a
// plain loop: the floor the draw-list build is compared with.
func (ps *plainSprites) writeQuads() {
	const sx, sy = 2.0 / screenW, 2.0 / screenH
	for i, s := range ps.p {
		x0, y0 := s.x*sx-1, 1-s.y*sy
		x1, y1 := (s.x+spriteW)*sx-1, 1-(s.y+spriteH)*sy
		q := &ps.quads[i]
		q.Corners[0].X, q.Corners[0].Y = x0, y0
		q.Corners[1].X, q.Corners[1].Y = x1, y0
		q.Corners[2].X, q.Corners[2].Y = x1, y1
		q.Corners[3].X, q.Corners[3].Y = x0, y1
		q.Src = drawlist.TexRect{U0: 0, V0: 0, U1: spriteW, V1: spriteH}
		q.Tint = drawlist.Color{R: 1, G: 1, B: 1, A: 1}
	}
}
