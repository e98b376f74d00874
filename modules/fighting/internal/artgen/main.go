// Command artgen draws the picture of the fighting module's template:
// template/assets/fighters.png, the fighter sheet: 128×128 pictures, a
// pose a column (idle, walk, crouch, jump, windup, punch, kick, low,
// upper, shot, recover, hit, block, lowblock, down, throw, and the
// fighter's fireball) and a character a row (Ryo, a shoto in a white gi
// with a red headband; Gant, a bigger grappler in green). Every figure
// faces right with its feet at (64, 124). It is drawn here, in code, so
// the template ships no picture made elsewhere; TestPictures checks the
// file holds what it draws. Run it with go generate in modules/fighting.
//
// It also writes each character's Aseprite sheet JSON (ryo.json,
// gant.json), as Aseprite writes it for a sprite cut from fighters.png
// (its row): a tag a state (fighting.StateTags) and a tag a move, named as
// the move, with the frames of the move's steps (windup, active, recovery)
// lasting their steps at 60 a second; slices hitbox, hurtbox and limb
// keyed on the frames, from the boxes the move lists (template/moves)
// give on each step, so that the game plays as with the move lists' boxes.
// TestSheets checks the files hold what it writes.
//
// Usage:
//
//	artgen -out template/assets -moves template/moves
package main

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
)

// The sheet's size.
const (
	frame = 128
	poses = 17
	looks = 2
)

type pt struct{ x, y float64 }

// figure is a pose's joints: hip, neck, head; each arm's elbow and hand,
// each leg's knee and foot (front is the limb nearer the viewer).
type figure struct {
	hip, neck, head              pt
	fElbow, fHand, bElbow, bHand pt
	fKnee, fFoot, bKnee, bFoot   pt
}

// figures are the poses, by column (the last, the fireball, is not a
// figure).
var figures = [poses - 1]figure{
	{pt{64, 78}, pt{64, 42}, pt{66, 28}, pt{78, 58}, pt{86, 44}, pt{56, 58}, pt{72, 50}, pt{76, 100}, pt{84, 124}, pt{54, 100}, pt{44, 124}},          // idle
	{pt{66, 78}, pt{68, 42}, pt{70, 28}, pt{80, 58}, pt{88, 46}, pt{58, 58}, pt{74, 52}, pt{84, 98}, pt{92, 124}, pt{60, 102}, pt{40, 120}},           // walk
	{pt{62, 98}, pt{68, 64}, pt{72, 51}, pt{82, 78}, pt{90, 64}, pt{60, 80}, pt{76, 70}, pt{86, 104}, pt{84, 124}, pt{44, 110}, pt{40, 124}},          // crouch
	{pt{64, 70}, pt{64, 36}, pt{66, 22}, pt{78, 30}, pt{86, 18}, pt{52, 32}, pt{46, 20}, pt{80, 84}, pt{68, 100}, pt{54, 88}, pt{44, 98}},             // jump
	{pt{62, 78}, pt{60, 42}, pt{60, 28}, pt{52, 56}, pt{40, 48}, pt{50, 58}, pt{66, 52}, pt{76, 100}, pt{84, 124}, pt{52, 100}, pt{42, 124}},          // windup
	{pt{66, 78}, pt{70, 42}, pt{74, 28}, pt{94, 44}, pt{120, 42}, pt{58, 58}, pt{64, 50}, pt{82, 100}, pt{94, 124}, pt{52, 100}, pt{40, 124}},         // punch
	{pt{58, 78}, pt{50, 42}, pt{46, 29}, pt{60, 56}, pt{70, 46}, pt{40, 56}, pt{34, 66}, pt{90, 66}, pt{122, 58}, pt{56, 100}, pt{54, 124}},           // kick
	{pt{56, 100}, pt{50, 66}, pt{48, 52}, pt{64, 80}, pt{72, 70}, pt{40, 82}, pt{34, 96}, pt{88, 112}, pt{122, 120}, pt{46, 108}, pt{42, 124}},        // low
	{pt{66, 66}, pt{70, 32}, pt{74, 18}, pt{84, 16}, pt{90, 2}, pt{58, 46}, pt{62, 56}, pt{82, 80}, pt{76, 100}, pt{56, 90}, pt{54, 114}},             // upper
	{pt{62, 78}, pt{68, 42}, pt{72, 28}, pt{92, 50}, pt{112, 52}, pt{86, 56}, pt{108, 60}, pt{84, 100}, pt{96, 124}, pt{50, 100}, pt{38, 124}},        // shot
	{pt{64, 78}, pt{66, 42}, pt{68, 28}, pt{86, 52}, pt{96, 46}, pt{56, 58}, pt{66, 52}, pt{78, 100}, pt{88, 124}, pt{52, 100}, pt{42, 124}},          // recover
	{pt{60, 80}, pt{48, 46}, pt{40, 34}, pt{40, 62}, pt{28, 50}, pt{56, 62}, pt{44, 72}, pt{70, 102}, pt{76, 124}, pt{52, 102}, pt{44, 124}},          // hit
	{pt{62, 78}, pt{60, 42}, pt{60, 28}, pt{74, 44}, pt{72, 28}, pt{70, 52}, pt{76, 38}, pt{74, 100}, pt{82, 124}, pt{50, 100}, pt{40, 124}},          // block
	{pt{60, 98}, pt{62, 64}, pt{62, 52}, pt{76, 66}, pt{74, 50}, pt{72, 74}, pt{78, 60}, pt{82, 104}, pt{82, 124}, pt{44, 110}, pt{40, 124}},          // lowblock
	{pt{70, 116}, pt{36, 114}, pt{22, 112}, pt{46, 104}, pt{58, 100}, pt{40, 120}, pt{52, 122}, pt{92, 110}, pt{116, 118}, pt{90, 120}, pt{112, 124}}, // down
	{pt{64, 78}, pt{68, 42}, pt{72, 28}, pt{86, 38}, pt{104, 34}, pt{80, 48}, pt{100, 46}, pt{80, 100}, pt{90, 124}, pt{52, 100}, pt{40, 124}},        // throw
}

func hex(v uint32) color.NRGBA {
	return color.NRGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 0xff}
}

// look is a character's colours and build.
type look struct {
	gi, pants, skin, hair, band, energy color.NRGBA
	// thick is the limbs' thickness, head the head's radius.
	thick, head float64
	// scale grows the figure about its feet.
	scale float64
}

var lookOf = [looks]look{
	{hex(0xf0ede4), hex(0xf0ede4), hex(0xe8b48a), hex(0x3a2418), hex(0xd03030), hex(0x59b8ff), 7, 11, 1},
	{hex(0x3f7a3a), hex(0x5a4630), hex(0xc98e5e), hex(0xe0c050), hex(0x2a50a8), hex(0xffb030), 9, 12, 1.06},
}

// segment is a thick line of a figure with its colour.
type segment struct {
	a, b  pt
	r     float64
	col   color.NRGBA
	round bool
}

func dark(c color.NRGBA, f float64) color.NRGBA {
	return color.NRGBA{uint8(float64(c.R) * f), uint8(float64(c.G) * f), uint8(float64(c.B) * f), 0xff}
}

// scaled returns f grown by k about the feet (64, 124).
func scaled(f figure, k float64) figure {
	for _, p := range []*pt{&f.hip, &f.neck, &f.head, &f.fElbow, &f.fHand, &f.bElbow, &f.bHand, &f.fKnee, &f.fFoot, &f.bKnee, &f.bFoot} {
		p.x = 64 + float64((p.x-64)*k)
		p.y = 124 + float64((p.y-124)*k)
	}
	return f
}

// shapes returns figure f of look l as segments, back to front.
func shapes(f figure, l look) []segment {
	f = scaled(f, l.scale)
	sh := pt{f.neck.x, f.neck.y + 4}
	back := 0.75
	t := l.thick
	return []segment{
		{sh, f.bElbow, t * 0.8, dark(l.gi, back), true},
		{f.bElbow, f.bHand, t * 0.75, dark(l.skin, back), true},
		{f.hip, f.bKnee, t, dark(l.pants, back), true},
		{f.bKnee, f.bFoot, t * 0.85, dark(l.pants, back), true},
		{f.hip, f.neck, t * 1.6, l.gi, true},
		{pt{f.hip.x - 1, f.hip.y - 4}, pt{f.hip.x + 1, f.hip.y - 4}, t * 1.1, hex(0x202020), true},
		{f.hip, f.fKnee, t, l.pants, true},
		{f.fKnee, f.fFoot, t * 0.85, l.pants, true},
		{f.head, f.head, l.head, l.skin, true},
		{pt{f.head.x - 4, f.head.y - 5}, pt{f.head.x + 2, f.head.y - 7}, l.head * 0.7, l.hair, true},
		{pt{f.head.x - 8, f.head.y - 2}, pt{f.head.x + 8, f.head.y - 2}, 2.2, l.band, true},
		{sh, f.fElbow, t * 0.8, l.gi, true},
		{f.fElbow, f.fHand, t * 0.75, l.skin, true},
		{f.fHand, f.fHand, t * 0.95, l.skin, true},
	}
}

// distance returns the distance from p to the segment a-b.
func distance(p, a, b pt) float64 {
	dx, dy := b.x-a.x, b.y-a.y
	l2 := float64(dx*dx) + float64(dy*dy)
	u := 0.0
	if l2 > 0 {
		u = math.Max(0, math.Min(1, (float64((p.x-a.x)*dx)+float64((p.y-a.y)*dy))/l2))
	}
	qx, qy := a.x+float64(u*dx), a.y+float64(u*dy)
	return math.Hypot(p.x-qx, p.y-qy)
}

// pixel returns the colour of segments at p, if any covers it: the
// front-most, its edge darkened as an outline.
func pixel(segs []segment, p pt) (color.NRGBA, bool) {
	for i := len(segs) - 1; i >= 0; i-- {
		s := segs[i]
		d := distance(p, s.a, s.b)
		if d <= s.r {
			if d > s.r-1.6 {
				return hex(0x141018), true
			}
			return s.col, true
		}
	}
	return color.NRGBA{}, false
}

// fireball is look l's projectile at p: a glowing ball with a tail.
func fireball(l look, p pt) (color.NRGBA, bool) {
	d := math.Hypot(p.x-76, p.y-64)
	switch {
	case d < 10:
		return hex(0xffffff), true
	case d < 20:
		return l.energy, true
	case d < 23:
		return dark(l.energy, 0.6), true
	}
	if p.x < 76 && p.x > 30 && math.Abs(p.y-64) < (p.x-30)*0.35 && int(p.x+p.y)%5 < 3 {
		return dark(l.energy, 0.8), true
	}
	return color.NRGBA{}, false
}

// sheet returns the fighter sheet.
func sheet() *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, frame*poses, frame*looks))
	for li, l := range lookOf {
		for pi := range poses {
			var segs []segment
			if pi < len(figures) {
				segs = shapes(figures[pi], l)
			}
			for y := range frame {
				for x := range frame {
					p := pt{float64(x) + 0.5, float64(y) + 0.5}
					var c color.NRGBA
					var ok bool
					if segs != nil {
						c, ok = pixel(segs, p)
					} else {
						c, ok = fireball(l, p)
					}
					if ok {
						img.SetNRGBA(pi*frame+x, li*frame+y, c)
					}
				}
			}
		}
	}
	return img
}

func main() {
	out := flag.String("out", "template/assets", "the folder to write fighters.png and the sheets' JSON to")
	moves := flag.String("moves", "template/moves", "the folder of the move lists the sheets' tags and slices come from")
	flag.Parse()
	js, err := sheets(*moves)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	for name, data := range js {
		if err := os.WriteFile(filepath.Join(*out, name), data, 0o644); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, sheet()); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	if err := os.WriteFile(filepath.Join(*out, "fighters.png"), b.Bytes(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
