package ebitenview_test

import (
	"bytes"
	"errors"
	"image"
	"image/color"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/griffengine/griff/griff/cputime"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/ebitenview"
	"github.com/griffengine/griff/rendering/text"
)

// TestMain runs the tests while Ebitengine's main loop runs, as reading pixels back
// needs a running loop: the tests run on their own goroutine, and onMain runs a
// function inside one frame's Update. Run them under a display, e.g.
// xvfb-run -a -s "-screen 0 1280x720x24" go test ./rendering/ebitenview (on Linux,
// Ebitengine panics while the test binary starts when there is no display).
func TestMain(m *testing.M) {
	testM = m
	ebiten.SetWindowSize(64, 64)
	ebiten.SetVsyncEnabled(false)
	if err := ebiten.RunGame(loop); err != nil {
		panic(err)
	}
	os.Exit(loop.code)
}

var (
	testM *testing.M
	loop  = &mainLoop{work: make(chan func()), done: make(chan int)}
)

// mainLoop runs the tests on a goroutine and work inside Update, one function a frame.
type mainLoop struct {
	started bool
	work    chan func()
	done    chan int
	code    int
}

func (g *mainLoop) Update() error {
	if !g.started {
		g.started = true
		go func() { g.done <- testM.Run() }()
	}
	select {
	case f := <-g.work:
		f()
	case g.code = <-g.done:
		return ebiten.Termination
	}
	return nil
}
func (*mainLoop) Draw(*ebiten.Image)         {}
func (*mainLoop) Layout(int, int) (int, int) { return 64, 64 }

// onMain runs f inside the next frame's Update and waits for it.
func onMain(f func()) {
	done := make(chan struct{})
	loop.work <- func() { f(); close(done) }
	<-done
}

// rgba is a pixel as ReadPixels returns it: premultiplied RGBA bytes.
type rgba [4]uint8

func near(a, b rgba, tol int) bool {
	for i := range a {
		d := int(a[i]) - int(b[i])
		if d < -tol || d > tol {
			return false
		}
	}
	return true
}

// pixels reads img back.
func pixels(img *ebiten.Image) func(x, y int) rgba {
	b := img.Bounds()
	buf := make([]byte, 4*b.Dx()*b.Dy())
	img.ReadPixels(buf)
	return func(x, y int) rgba {
		i := 4 * (y*b.Dx() + x)
		return rgba{buf[i], buf[i+1], buf[i+2], buf[i+3]}
	}
}

// pxRect returns the quad covering pixels (x0,y0)-(x1,y1) of a w×h screen.
func pxRect(x0, y0, x1, y1, w, h float32, src drawlist.TexRect, tint drawlist.Color) drawlist.Quad {
	cx := func(x float32) float32 { return x/w*2 - 1 }
	cy := func(y float32) float32 { return 1 - y/h*2 }
	return drawlist.Rect(cx(x0), cy(y0), cx(x1), cy(y1), src, tint)
}

var (
	whiteSrc = drawlist.TexRect{U0: 0, V0: 0, U1: 1, V1: 1}
	opaque   = drawlist.Color{R: 1, G: 1, B: 1, A: 1}
	red      = drawlist.Color{R: 1, A: 1}
)

// ebitenImages returns the folder of Ebitengine's example images, found through the
// module cache.
func ebitenImages(t testing.TB) string {
	t.Helper()
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "github.com/hajimehoshi/ebiten/v2").Output()
	if err != nil {
		t.Skipf("cannot locate Ebitengine's module: %v", err)
	}
	return filepath.Join(strings.TrimSpace(string(out)), "examples", "resources", "images")
}

func readPNG(t testing.TB, path string) image.Image {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

func TestDrawQuads(t *testing.T) {
	const W, H = 64, 64
	dir := ebitenImages(t)
	tile := readPNG(t, filepath.Join(dir, "tile.png"))
	var l drawlist.List
	l.Add(drawlist.OpSprites, drawlist.WhiteTexture, pxRect(0, 0, 16, 16, W, H, whiteSrc, red))
	tint := drawlist.Color{R: 1, G: 0.5, B: 0.25, A: 1}
	tex := l.Image("tile.png")
	l.Add(drawlist.OpSprites, tex, pxRect(16, 0, 48, 32, W, H, drawlist.TexRect{U0: 8, V0: 8, U1: 40, V1: 40}, tint))
	flashed := pxRect(0, 32, 16, 48, W, H, whiteSrc, drawlist.Color{B: 1, A: 1})
	flashed.Flash, flashed.FlashAmount = drawlist.RGB{R: 1, G: 1}, 0.5
	l.Add(drawlist.OpSprites, drawlist.WhiteTexture, flashed)
	half := pxRect(48, 0, 64, 16, W, H, whiteSrc, drawlist.Color{G: 0.5, A: 0.5}) // half-transparent green
	l.Add(drawlist.OpSprites, drawlist.WhiteTexture, half)

	screen := ebiten.NewImage(W, H)
	screen.Fill(color.RGBA{B: 255, A: 255})
	v := ebitenview.New(os.DirFS(dir), nil, ebitenview.Options{PixelArt: true})
	if err := v.Draw(screen, &l); err != nil {
		t.Fatal(err)
	}
	px := pixels(screen)
	for _, c := range []struct {
		name string
		x, y int
		want rgba
	}{
		{"red quad", 8, 8, rgba{255, 0, 0, 255}},
		{"flashed blue towards yellow by 0.5", 8, 40, rgba{128, 128, 128, 255}},
		{"half green over blue", 56, 8, rgba{0, 128, 128, 255}},
		{"background", 8, 56, rgba{0, 0, 255, 255}},
	} {
		if got := px(c.x, c.y); !near(got, c.want, 2) {
			t.Errorf("%s at (%d,%d): got %v, want %v", c.name, c.x, c.y, got, c.want)
		}
	}
	for _, p := range []image.Point{{16, 0}, {20, 5}, {47, 31}, {30, 17}} {
		r, g, b, _ := tile.At(p.X-16+8, p.Y+8).RGBA()
		want := rgba{uint8(float32(r>>8)*tint.R + 0.5), uint8(float32(g>>8)*tint.G + 0.5), uint8(float32(b>>8)*tint.B + 0.5), 255}
		if got := px(p.X, p.Y); !near(got, want, 2) {
			t.Errorf("tinted tile.png at (%d,%d): got %v, want %v", p.X, p.Y, got, want)
		}
	}
	if s := v.Stats(); s.DrawCalls != 3 || s.Quads != 4 {
		t.Errorf("Stats() = %+v, want 3 draw calls (white, tile, white) of 4 quads", s)
	}
}

func TestDrawViewHolesLightsEffect(t *testing.T) {
	const W, H = 64, 64
	var l drawlist.List
	l.Add(drawlist.OpSprites, drawlist.WhiteTexture, pxRect(0, 0, 64, 64, W, H, whiteSrc, red))
	l.BeginView(drawlist.Viewport{X: 32, Y: 0, W: 32, H: 32}, drawlist.Color{G: 1, A: 1})
	// a white quad over the whole screen, clipped to the view's right half
	l.Add(drawlist.OpSprites, drawlist.WhiteTexture, pxRect(48, 0, 128, 64, W, H, whiteSrc, opaque))
	l.EndView()
	l.Add(drawlist.OpHoles, drawlist.WhiteTexture, pxRect(0, 32, 16, 48, W, H, whiteSrc, opaque))
	l.BeginView(drawlist.Viewport{X: 0, Y: 48, W: 64, H: 16}, drawlist.Color{})
	l.BeginLightMap(drawlist.Color{R: 0.5, G: 0.5, B: 0.5, A: 1})
	l.Add(drawlist.OpLights, drawlist.WhiteTexture, pxRect(0, 48, 16, 64, W, H, whiteSrc, opaque))
	l.EndLightMap()
	l.EndView()
	l.BeginView(drawlist.Viewport{X: 16, Y: 32, W: 16, H: 16}, drawlist.Color{})
	l.Effect(drawlist.EffectGrayscale, drawlist.Color{}, [4]float32{1})
	l.EndView()

	screen := ebiten.NewImage(W, H)
	v := ebitenview.New(nil, nil, ebitenview.Options{})
	if err := v.Draw(screen, &l); err != nil {
		t.Fatal(err)
	}
	px := pixels(screen)
	gray := uint8(54) // Rec. 709 luma of pure red: 0.2126·255
	for _, c := range []struct {
		name string
		x, y int
		want rgba
	}{
		{"outside the views", 8, 8, rgba{255, 0, 0, 255}},
		{"view cleared green", 40, 8, rgba{0, 255, 0, 255}},
		{"white quad clipped to the view", 56, 8, rgba{255, 255, 255, 255}},
		{"quad clipped below the view", 56, 40, rgba{255, 0, 0, 255}},
		{"hole", 8, 40, rgba{0, 0, 0, 0}},
		{"lit by the light", 8, 56, rgba{255, 0, 0, 255}},
		{"ambient light only", 40, 56, rgba{128, 0, 0, 255}},
		{"grayscale effect", 24, 40, rgba{gray, gray, gray, 255}},
		{"beside the effect", 40, 40, rgba{255, 0, 0, 255}},
	} {
		if got := px(c.x, c.y); !near(got, c.want, 2) {
			t.Errorf("%s at (%d,%d): got %v, want %v", c.name, c.x, c.y, got, c.want)
		}
	}
}

func TestDrawShadowedLight(t *testing.T) {
	const W, H = 32, 32
	var l drawlist.List
	l.Add(drawlist.OpSprites, drawlist.WhiteTexture, pxRect(0, 0, 32, 32, W, H, whiteSrc, opaque))
	l.BeginLightMap(drawlist.Color{A: 1})
	shadow := pxRect(0, 0, 16, 32, W, H, whiteSrc, drawlist.Color{}) // colours are ignored
	l.ShadowedLight(drawlist.WhiteTexture, pxRect(0, 0, 32, 16, W, H, whiteSrc, drawlist.Color{R: 1, G: 1, A: 1}), []drawlist.Quad{shadow})
	l.EndLightMap()
	screen := ebiten.NewImage(W, H)
	v := ebitenview.New(nil, nil, ebitenview.Options{})
	if err := v.Draw(screen, &l); err != nil {
		t.Fatal(err)
	}
	px := pixels(screen)
	for _, c := range []struct {
		name string
		x, y int
		want rgba
	}{
		{"lit, no shadow", 24, 8, rgba{255, 255, 0, 255}},
		{"in the shadow", 8, 8, rgba{0, 0, 0, 255}},
		{"outside the light", 24, 24, rgba{0, 0, 0, 255}},
	} {
		if got := px(c.x, c.y); !near(got, c.want, 2) {
			t.Errorf("%s at (%d,%d): got %v, want %v", c.name, c.x, c.y, got, c.want)
		}
	}
}

func TestDrawText(t *testing.T) {
	const W, H = 128, 32
	atlas := text.NewAtlas(text.AtlasOptions{PageSize: 256})
	font, err := text.BuiltIn(text.DefaultFont)
	if err != nil {
		t.Fatal(err)
	}
	glyphs, _ := atlas.Layout(nil, font, "Griff", text.Options{Size: 20})
	var l drawlist.List
	for _, g := range glyphs {
		src := drawlist.TexRect{U0: float32(g.Src.Min.X), V0: float32(g.Src.Min.Y), U1: float32(g.Src.Max.X), V1: float32(g.Src.Max.Y)}
		d := g.Dst.Add(image.Pt(4, 4))
		l.Add(drawlist.OpText, l.AtlasPage(int(g.Page), atlas.Page(int(g.Page)).Version()),
			pxRect(float32(d.Min.X), float32(d.Min.Y), float32(d.Max.X), float32(d.Max.Y), W, H, src, opaque))
	}
	screen := ebiten.NewImage(W, H)
	v := ebitenview.New(nil, atlas, ebitenview.Options{PixelArt: true})
	if err := v.Draw(screen, &l); err != nil {
		t.Fatal(err)
	}
	px := pixels(screen)
	// the coverage the glyphs should leave: each glyph's atlas texels, source over
	page := atlas.Page(0).Image()
	var want [W * H]float64
	for _, g := range glyphs {
		for y := g.Src.Min.Y; y < g.Src.Max.Y; y++ {
			for x := g.Src.Min.X; x < g.Src.Max.X; x++ {
				a := float64(page.AlphaAt(x, y).A) / 255
				i := (g.Dst.Min.Y+4+y-g.Src.Min.Y)*W + g.Dst.Min.X + 4 + x - g.Src.Min.X
				want[i] = a + want[i]*(1-a)
			}
		}
	}
	covered := 0
	for i, a := range want {
		w := uint8(a*255 + 0.5)
		if got := px(i%W, i/W); !near(got, rgba{w, w, w, w}, 2) {
			t.Fatalf("text pixel (%d,%d): got %v, want %v (the atlas coverage)", i%W, i/W, got, rgba{w, w, w, w})
		}
		if w > 128 {
			covered++
		}
	}
	if covered < 50 {
		t.Errorf("only %d covered pixels in \"Griff\"; the text did not draw", covered)
	}
	if !atlas.Page(0).Dirty().Empty() {
		t.Errorf("page 0 still dirty after Draw: %v", atlas.Page(0).Dirty())
	}
}

// TestReloadAndMissing changes an image file and draws: the old picture stays
// until the host says the file changed (View.Reload, what a file watcher calls),
// then the next Draw reads it again, once, and tells Options.Reloaded. A missing
// image is reported once and drawn as the magenta placeholder.
func TestReloadAndMissing(t *testing.T) {
	dir := t.TempDir()
	writePNG := func(c color.RGBA) {
		img := image.NewRGBA(image.Rect(0, 0, 2, 2))
		for i := 0; i < 4; i++ {
			img.SetRGBA(i%2, i/2, c)
		}
		var b bytes.Buffer
		png.Encode(&b, img)
		p := filepath.Join(dir, "a.png")
		if err := os.WriteFile(p, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	writePNG(color.RGBA{R: 255, A: 255})
	var problems []string
	var reloaded []string
	v := ebitenview.New(os.DirFS(dir), nil, ebitenview.Options{
		Problems: func(err error) {
			var ie *ebitenview.ImageError
			if !errors.As(err, &ie) || ie.Name != "missing.png" {
				t.Errorf("problem %v is not an *ImageError naming missing.png", err)
			}
			problems = append(problems, err.Error())
		},
		Reloaded: func(name string) { reloaded = append(reloaded, name) },
	})
	var l drawlist.List
	l.Add(drawlist.OpSprites, l.Image("a.png"), pxRect(0, 0, 8, 8, 16, 8, drawlist.TexRect{U1: 2, V1: 2}, opaque))
	l.Add(drawlist.OpSprites, l.Image("missing.png"), pxRect(8, 0, 16, 8, 16, 8, drawlist.TexRect{U1: 2, V1: 2}, opaque))
	screen := ebiten.NewImage(16, 8)
	draw := func() func(x, y int) rgba {
		if err := v.Draw(screen, &l); err != nil {
			t.Fatal(err)
		}
		return pixels(screen)
	}
	if got := draw()(4, 4); got != (rgba{255, 0, 0, 255}) {
		t.Errorf("first draw: got %v, want red", got)
	}
	writePNG(color.RGBA{B: 255, A: 255})
	if got := draw()(4, 4); got != (rgba{255, 0, 0, 255}) {
		t.Errorf("the file changed, nobody said: got %v, want still red (the view reads no file times)", got)
	}
	if len(reloaded) != 0 || v.Stats().Reloads != 0 {
		t.Errorf("the file changed, nobody said: Reloaded told %q, Stats().Reloads = %d, want nothing", reloaded, v.Stats().Reloads)
	}
	v.Reload("a.png")
	v.Reload("a.png")
	v.Reload("never-drawn.png")
	px := draw()
	if !slices.Equal(reloaded, []string{"a.png"}) || v.Stats().Reloads != 1 {
		t.Errorf("after the file changed: Reloaded told %q, Stats().Reloads = %d, want [a.png] and 1", reloaded, v.Stats().Reloads)
	}
	draw()
	if len(reloaded) != 1 || v.Stats().Reloads != 0 {
		t.Errorf("the draw after: Reloaded told %q, Stats().Reloads = %d, want no more", reloaded, v.Stats().Reloads)
	}
	if got := px(4, 4); got != (rgba{0, 0, 255, 255}) {
		t.Errorf("after the file changed: got %v, want blue", got)
	}
	if got := px(12, 4); got != (rgba{255, 0, 255, 255}) {
		t.Errorf("missing image: got %v, want the magenta placeholder", got)
	}
	if len(problems) != 1 || !strings.Contains(problems[0], "missing.png") {
		t.Errorf("problems = %q, want one naming missing.png", problems)
	}
}

func TestDrawBadList(t *testing.T) {
	v := ebitenview.New(nil, nil, ebitenview.Options{})
	screen := ebiten.NewImage(8, 8)
	for _, c := range []struct {
		name string
		list drawlist.List
		want string
	}{
		{"quads out of range", drawlist.List{Passes: []drawlist.Pass{{Op: drawlist.OpSprites, First: 0, Count: 3}}, Textures: []drawlist.Texture{{}}}, "quads 0..3 of 0"},
		{"texture out of range", drawlist.List{Passes: []drawlist.Pass{{Op: drawlist.OpSprites, Texture: 5}}, Textures: []drawlist.Texture{{}}}, "texture 5 of 1"},
		{"nesting past the end", drawlist.List{Passes: []drawlist.Pass{{Op: drawlist.OpView, Nested: 1}}, Textures: []drawlist.Texture{{}}}, "only 0 follow"},
		{"bad op", drawlist.List{Passes: []drawlist.Pass{{Op: 0}}, Textures: []drawlist.Texture{{}}}, "not allowed"},
		{"lights outside a light map", drawlist.List{Passes: []drawlist.Pass{{Op: drawlist.OpLights}}, Textures: []drawlist.Texture{{}}}, "not allowed"},
	} {
		err := v.Draw(screen, &c.list)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got error %v, want one saying %q", c.name, err, c.want)
		}
	}
}

// sprites returns a list of n 8×8 sprites of tile.png spread over a 640×360 screen.
func sprites(n int) drawlist.List {
	var l drawlist.List
	tex := l.Image("tile.png")
	for i := range n {
		x, y := float32(i*37%632), float32(i*53%352)
		q := pxRect(x, y, x+8, y+8, 640, 360, drawlist.TexRect{U0: 0, V0: 0, U1: 8, V1: 8}, opaque)
		if i%3 == 0 {
			q.Flash, q.FlashAmount = drawlist.RGB{R: 1, G: 1, B: 1}, 0.5
		}
		l.Add(drawlist.OpSprites, tex, q)
	}
	return l
}

func TestDrawCallsPerTexture(t *testing.T) {
	v := ebitenview.New(os.DirFS(ebitenImages(t)), nil, ebitenview.Options{})
	screen := ebiten.NewImage(640, 360)
	for _, c := range []struct{ n, calls int }{{1, 1}, {1000, 1}, {16384, 1}, {16385, 2}, {40000, 3}} {
		l := sprites(c.n)
		if err := v.Draw(screen, &l); err != nil {
			t.Fatal(err)
		}
		if got := v.Stats(); got.DrawCalls != c.calls || got.Quads != c.n {
			t.Errorf("%d sprites of one texture: Stats() = %+v, want %d draw calls of %d quads", c.n, got, c.calls, c.n)
		}
	}
}

// drawAllocs returns the allocations of drawing l again onto screen, each Draw
// followed by a flush: Ebitengine recycles its command buffers when it flushes them to
// the GPU (at the end of a frame, or to read pixels back). The flush alone is measured
// and taken off.
func drawAllocs(t *testing.T, v *ebitenview.View, screen *ebiten.Image, l *drawlist.List) float64 {
	t.Helper()
	px := make([]byte, 4)
	flush := screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	var err error
	var allocs, base float64
	onMain(func() {
		for range 5 {
			err = v.Draw(screen, l)
			flush.ReadPixels(px)
		}
		allocs = testing.AllocsPerRun(20, func() {
			err = v.Draw(screen, l)
			flush.ReadPixels(px)
		})
		base = testing.AllocsPerRun(20, func() { flush.ReadPixels(px) })
	})
	if err != nil {
		t.Fatal(err)
	}
	return allocs - base
}

// TestDrawAllocs checks that drawing allocates nothing that grows with the list: what
// a Draw allocates is Ebitengine v2.8's own cost per draw call (its command queue's
// uniform slices and, on OpenGL, its GL calls), about the same for 1,000 sprites as
// for 4,000. The numbers are logged for the report.
func TestDrawAllocs(t *testing.T) {
	v := ebitenview.New(os.DirFS(ebitenImages(t)), nil, ebitenview.Options{})
	screen := ebiten.NewImage(640, 360)
	small, big := sprites(1000), sprites(4000)
	a1, a4 := drawAllocs(t, v, screen, &small), drawAllocs(t, v, screen, &big)
	t.Logf("Draw of 1,000 sprites of one texture (1 draw call): %.1f allocations", a1)
	t.Logf("Draw of 4,000 sprites of one texture (1 draw call): %.1f allocations", a4)
	// Ebitengine's GL path varies by a few allocations from run to run; an allocation
	// per sprite would add 3,000
	if a4 > a1+20 {
		t.Errorf("4,000 sprites made %.1f allocations, 1,000 made %.1f; want about as many for more sprites", a4, a1)
	}
	if a1 > 40 {
		t.Errorf("one draw call made %.1f allocations, want at most 40 (Ebitengine's own)", a1)
	}
	l := sprites(1000)
	l.BeginView(drawlist.Viewport{X: 10, Y: 10, W: 200, H: 100}, drawlist.Color{A: 1})
	l.Add(drawlist.OpSprites, drawlist.WhiteTexture, pxRect(0, 0, 640, 360, 640, 360, whiteSrc, red))
	l.BeginLightMap(drawlist.Color{R: 0.2, G: 0.2, B: 0.2, A: 1})
	l.Add(drawlist.OpLights, drawlist.WhiteTexture, pxRect(0, 0, 64, 64, 640, 360, whiteSrc, opaque))
	l.EndLightMap()
	l.EndView()
	l.Effect(drawlist.EffectVignette, drawlist.Color{A: 1}, [4]float32{0.5, 0.5})
	all := drawAllocs(t, v, screen, &l)
	calls := v.Stats().DrawCalls
	t.Logf("Draw of 1,000 sprites, a view, a light map and an effect (%d draw calls): %.1f allocations", calls, all)
	if all > 40*float64(calls) {
		t.Errorf("%d draw calls made %.1f allocations, want at most 40 each", calls, all)
	}
}

// BenchmarkDraw_10k draws 10,000 sprites of one texture and flushes them to the GPU
// (Mesa's llvmpipe under Xvfb in CI: the GPU work is done on the CPU).
func BenchmarkDraw_10k(b *testing.B) { benchDraw(b, 10000, true) }

// BenchmarkDrawCommands_10k times only Draw for 10,000 sprites: building the vertices
// and queueing the draw call; the flush runs every pass but is left out of the
// time and allocations (cputime.Part).
func BenchmarkDrawCommands_10k(b *testing.B) { benchDraw(b, 10000, false) }

func benchDraw(b *testing.B, n int, timeFlush bool) {
	v := ebitenview.New(os.DirFS(ebitenImages(b)), nil, ebitenview.Options{})
	screen := ebiten.NewImage(640, 360)
	l := sprites(n)
	px := make([]byte, 4)
	flush := screen.SubImage(image.Rect(0, 0, 1, 1)).(*ebiten.Image)
	var part cputime.Part
	pass := func() {
		part.Start()
		if err := v.Draw(screen, &l); err != nil {
			b.Fatal(err)
		}
		if timeFlush {
			flush.ReadPixels(px)
		}
		part.Stop()
		if !timeFlush {
			flush.ReadPixels(px)
		}
	}
	onMain(func() {
		for b.Loop() {
			pass()
		}
		part.Report(b)
		part.ReportAllocs(b, pass)
	})
}

func TestEffects(t *testing.T) {
	const W, H = 16, 16
	blue := drawlist.Color{B: 1, A: 1}
	for _, c := range []struct {
		name   string
		effect drawlist.Effect
		color  drawlist.Color
		params [4]float32
		points []image.Point
		want   []rgba
	}{
		{"fade half to black", drawlist.EffectFade, drawlist.Color{A: 1}, [4]float32{0.5},
			[]image.Point{{2, 8}, {12, 8}}, []rgba{{128, 0, 0, 255}, {0, 0, 128, 255}}},
		{"none", drawlist.EffectNone, drawlist.Color{}, [4]float32{},
			[]image.Point{{2, 8}, {12, 8}}, []rgba{{255, 0, 0, 255}, {0, 0, 255, 255}}},
		// one 16-pixel block takes the texel at its centre (8,8): blue
		{"pixelate 16", drawlist.EffectPixelate, drawlist.Color{}, [4]float32{16},
			[]image.Point{{0, 0}, {2, 8}, {15, 15}}, []rgba{{0, 0, 255, 255}, {0, 0, 255, 255}, {0, 0, 255, 255}}},
		{"pixelate 1 is off", drawlist.EffectPixelate, drawlist.Color{}, [4]float32{1},
			[]image.Point{{2, 8}}, []rgba{{255, 0, 0, 255}}},
		// corner (0.5,0.5): distance 0.9375 of the half-diagonal, smoothstep(0,1,·) = 0.99
		{"vignette to black", drawlist.EffectVignette, drawlist.Color{A: 1}, [4]float32{1, 0},
			[]image.Point{{0, 0}, {7, 7}}, []rgba{{3, 0, 0, 255}, {252, 0, 0, 255}}},
	} {
		var l drawlist.List
		l.Add(drawlist.OpSprites, drawlist.WhiteTexture, pxRect(0, 0, 8, 16, W, H, whiteSrc, red))
		l.Add(drawlist.OpSprites, drawlist.WhiteTexture, pxRect(8, 0, 16, 16, W, H, whiteSrc, blue))
		l.Effect(c.effect, c.color, c.params)
		screen := ebiten.NewImage(W, H)
		v := ebitenview.New(nil, nil, ebitenview.Options{})
		if err := v.Draw(screen, &l); err != nil {
			t.Fatal(err)
		}
		px := pixels(screen)
		for i, p := range c.points {
			if got := px(p.X, p.Y); !near(got, c.want[i], 3) {
				t.Errorf("%s at %v: got %v, want %v", c.name, p, got, c.want[i])
			}
		}
	}
}
