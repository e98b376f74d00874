package ebitenview_test

import (
	"image"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/rendering/ebitenview"
)

// BenchmarkSubmit_10k compares the CPU cost of submitting one frame of 10,000 8×8
// sprites of tile.png (sprites(10000): the same places, every third flashed) through
// the backend (Griff: one View.Draw of the list) against a plain Ebitengine program
// calling DrawImage once per sprite (DrawImage: a translation and, for every third, a
// colour scale). Only the submission is timed (cputime.Part, so ns/op, cpu-ns/op and
// allocs/op are the submission's): each frame is then flushed to the GPU (a 1-pixel
// ReadPixels) outside the time. It reports ns/sprite (the submitting
// goroutine's time, which is all CPU work) and cpu-ns/sprite (the process's user+system
// CPU time over the submissions, where the platform can tell it).
func BenchmarkSubmit_10k(b *testing.B) {
	const n = 10000
	dir := ebitenImages(b)
	b.Run("Griff", func(b *testing.B) {
		v := ebitenview.New(os.DirFS(dir), nil, ebitenview.Options{})
		l := sprites(n)
		benchSubmit(b, n, func(screen *ebiten.Image) {
			if err := v.Draw(screen, &l); err != nil {
				b.Fatal(err)
			}
		})
	})
	b.Run("DrawImage", func(b *testing.B) {
		tile := ebiten.NewImageFromImage(readPNG(b, dir+"/tile.png"))
		src := tile.SubImage(image.Rect(0, 0, 8, 8)).(*ebiten.Image)
		var op ebiten.DrawImageOptions
		benchSubmit(b, n, func(screen *ebiten.Image) {
			for i := range n {
				op.GeoM.Reset()
				op.GeoM.Translate(float64(i*37%632), float64(i*53%352))
				op.ColorScale.Reset()
				if i%3 == 0 {
					op.ColorScale.Scale(1, 0.75, 0.75, 1)
				}
				screen.DrawImage(src, &op)
			}
		})
	})
}

// benchSubmit times submit (n sprites onto a 640×360 image) per frame, flushing each
// frame outside the time, and reports the costs per sprite.
func benchSubmit(b *testing.B, n int, submit func(screen *ebiten.Image)) {
	screen := ebiten.NewImage(640, 360)
	px := make([]byte, 4)
	flush := screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	var part cputime.Part
	pass := func() {
		part.Start()
		submit(screen)
		part.Stop()
		flush.ReadPixels(px)
	}
	onMain(func() {
		submit(screen) // load the textures before timing
		flush.ReadPixels(px)
		b.ResetTimer()
		for b.Loop() {
			pass()
		}
		part.Report(b)
		part.ReportAllocs(b, pass)
	})
	sprites := float64(b.N) * float64(n)
	b.ReportMetric(float64(part.Wall().Nanoseconds())/sprites, "ns/sprite")
	if cpu := part.CPU(); cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/sprites, "cpu-ns/sprite")
	}
}
