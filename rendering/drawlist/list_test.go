package drawlist_test

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/rendering/drawlist"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

var white = drawlist.Color{R: 1, G: 1, B: 1, A: 1}

// buildFrame fills l with a frame that uses every kind of pass.
func buildFrame(l *drawlist.List) {
	hero := l.Image("sprites/hero.png")
	wall := l.Image("sprites/wall.png")
	light := l.Image("lights/round.png")
	l.BeginView(drawlist.Viewport{X: 0, Y: 0, W: 640, H: 360}, drawlist.Color{R: 0.1, G: 0.1, B: 0.2, A: 1})
	l.Add(drawlist.OpSprites, wall, drawlist.Rect(-1, 1, 0, 0, drawlist.TexRect{U1: 32, V1: 32}, white))
	l.Add(drawlist.OpSprites, wall, drawlist.Rect(0, 1, 1, 0, drawlist.TexRect{U1: 32, V1: 32}, white))
	flashed := drawlist.Rect(-0.25, 0.5, 0.25, -0.5, drawlist.TexRect{U0: 16, U1: 0, V1: 24}, drawlist.Color{R: 0.5, G: 0.5, B: 0.5, A: 0.5})
	flashed.Flash = drawlist.RGB{R: 1, G: 1, B: 1}
	flashed.FlashAmount = 0.75
	l.Add(drawlist.OpSprites, hero, flashed)
	l.Add(drawlist.OpHoles, drawlist.WhiteTexture, drawlist.Rect(-0.1, 0.1, 0.1, -0.1, drawlist.TexRect{U1: 1, V1: 1}, white))
	l.BeginLightMap(drawlist.Color{R: 0.2, G: 0.2, B: 0.3, A: 1})
	l.Add(drawlist.OpLights, light, drawlist.Rect(-0.5, 0.5, 0.5, -0.5, drawlist.TexRect{U1: 64, V1: 64}, drawlist.Color{R: 1, G: 0.8, B: 0.6, A: 1}))
	l.ShadowedLight(light, drawlist.Rect(0, 0.5, 1, -0.5, drawlist.TexRect{U1: 64, V1: 64}, white),
		[]drawlist.Quad{drawlist.Rect(0.4, 0.1, 0.6, -0.1, drawlist.TexRect{}, drawlist.Color{})})
	l.EndLightMap()
	l.EndView()
	page := l.AtlasPage(0, 3)
	l.Add(drawlist.OpText, page, drawlist.Rect(-1, 1, -0.9, 0.9, drawlist.TexRect{U0: 10, V0: 0, U1: 20, V1: 14}, white))
	l.Add(drawlist.OpText, page, drawlist.Rect(-0.9, 1, -0.8, 0.9, drawlist.TexRect{U0: 20, V0: 0, U1: 29, V1: 14}, white))
	l.Effect(drawlist.EffectVignette, drawlist.Color{A: 1}, [4]float32{0.5, 0.75, 0, 0})
	l.Add(drawlist.OpSprites, hero, drawlist.Rect(0.9, 1, 1, 0.9, drawlist.TexRect{U1: 16, V1: 16}, white))
}

func TestDumpGolden(t *testing.T) {
	var l drawlist.List
	buildFrame(&l)
	got := l.String()
	path := filepath.Join("testdata", "frame.golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("dump differs from %s (run with -update to accept):\ngot:\n%s\nwant:\n%s", path, got, want)
	}
}

func TestBuildMergesRuns(t *testing.T) {
	var l drawlist.List
	buildFrame(&l)
	type row struct {
		op           drawlist.Op
		first, count int32
		nested       int32
		texKind      drawlist.TextureKind
	}
	want := []row{
		{drawlist.OpView, 0, 0, 6, drawlist.TextureWhite},
		{drawlist.OpSprites, 0, 2, 0, drawlist.TextureImage},
		{drawlist.OpSprites, 2, 1, 0, drawlist.TextureImage},
		{drawlist.OpHoles, 3, 1, 0, drawlist.TextureWhite},
		{drawlist.OpLightMap, 4, 0, 2, drawlist.TextureWhite},
		{drawlist.OpLights, 4, 1, 0, drawlist.TextureImage},
		{drawlist.OpShadowedLight, 5, 2, 0, drawlist.TextureImage},
		{drawlist.OpText, 7, 2, 0, drawlist.TextureAtlasPage},
		{drawlist.OpEffect, 9, 0, 0, drawlist.TextureWhite},
		{drawlist.OpSprites, 9, 1, 0, drawlist.TextureImage},
	}
	if len(l.Passes) != len(want) {
		t.Fatalf("got %d passes, want %d:\n%s", len(l.Passes), len(want), &l)
	}
	for i, p := range l.Passes {
		got := row{p.Op, p.First, p.Count, p.Nested, l.Textures[p.Texture].Kind}
		if got != want[i] {
			t.Errorf("pass %d = %+v, want %+v", i, got, want[i])
		}
	}
	if l.Open() != 0 {
		t.Errorf("Open() = %d, want 0", l.Open())
	}
}

func TestTextureTable(t *testing.T) {
	var l drawlist.List
	a := l.Image("a.png")
	b := l.Image("b.png")
	p0 := l.AtlasPage(0, 1)
	if again := l.Image("a.png"); again != a {
		t.Errorf("Image(a.png) again = %d, want %d", again, a)
	}
	if again := l.AtlasPage(0, 5); again != p0 || l.Textures[p0].Version != 5 {
		t.Errorf("AtlasPage(0, 5) = %d version %d, want %d version 5", again, l.Textures[p0].Version, p0)
	}
	if a != 1 || b != 2 || p0 != 3 {
		t.Errorf("ids = %d %d %d, want 1 2 3", a, b, p0)
	}
	l.Reset()
	if len(l.Textures) != 1 || l.Textures[0].Kind != drawlist.TextureWhite {
		t.Errorf("after Reset textures = %+v, want only the white texel", l.Textures)
	}
	if got := l.Image("b.png"); got != 1 {
		t.Errorf("after Reset Image(b.png) = %d, want 1", got)
	}
}

func TestMisusePanics(t *testing.T) {
	q := drawlist.Quad{}
	tests := []struct {
		name  string
		build func(l *drawlist.List)
		want  string
	}{
		{"container op", func(l *drawlist.List) { l.Add(drawlist.OpView, 0, q) }, "Add takes"},
		{"lights outside", func(l *drawlist.List) { l.Add(drawlist.OpLights, 0, q) }, "outside a light map"},
		{"sprites inside light map", func(l *drawlist.List) {
			l.BeginLightMap(white)
			l.Add(drawlist.OpSprites, 0, q)
		}, "inside a light map"},
		{"unknown texture", func(l *drawlist.List) { l.Add(drawlist.OpSprites, 7, q) }, "not in the texture table"},
		{"end without begin", func(l *drawlist.List) { l.EndView() }, "without a matching BeginView"},
		{"crossed ends", func(l *drawlist.List) {
			l.BeginView(drawlist.Viewport{W: 1, H: 1}, white)
			l.EndLightMap()
		}, "without a matching BeginLightMap"},
		{"empty image name", func(l *drawlist.List) { l.Image("") }, "name is empty"},
		{"negative view", func(l *drawlist.List) { l.BeginView(drawlist.Viewport{W: -1}, white) }, "negative size"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			defer func() {
				r := recover()
				msg, _ := r.(string)
				if !strings.HasPrefix(msg, "drawlist: ") || !strings.Contains(msg, tt.want) {
					t.Errorf("panic %v, want a drawlist: panic containing %q", r, tt.want)
				}
			}()
			var l drawlist.List
			tt.build(&l)
		})
	}
}

func TestRefillAllocatesNothing(t *testing.T) {
	var l drawlist.List
	buildFrame(&l)
	allocs := testing.AllocsPerRun(100, func() {
		l.Reset()
		buildFrame(&l)
	})
	if allocs != 0 {
		t.Errorf("Reset and refill allocated %v times per frame, want 0", allocs)
	}
}

func TestNestedViewsDump(t *testing.T) {
	var l drawlist.List
	l.BeginView(drawlist.Viewport{W: 100, H: 100}, drawlist.Color{})
	l.BeginView(drawlist.Viewport{X: 10, Y: 10, W: 20, H: 20}, drawlist.Color{})
	l.Add(drawlist.OpSprites, 0, drawlist.Rect(0, 0, 1, -1, drawlist.TexRect{U1: 1, V1: 1}, white))
	l.EndView()
	l.Add(drawlist.OpSprites, 0, drawlist.Rect(0, 0, 1, -1, drawlist.TexRect{U1: 1, V1: 1}, white))
	l.EndView()
	got := l.String()
	want := `textures 1
  0 white
passes 4 quads 2
view viewport=(0 0 100 100) clear=(0 0 0 0) nested=3
  view viewport=(10 10 20 20) clear=(0 0 0 0) nested=1
    sprites tex=0 quads=0+1
      0 xy=(0 0 1 0 1 -1 0 -1) uv=(0 0 1 1) tint=(1 1 1 1)
  sprites tex=0 quads=1+1
    1 xy=(0 0 1 0 1 -1 0 -1) uv=(0 0 1 1) tint=(1 1 1 1)
`
	if got != want {
		t.Errorf("dump:\n%s\nwant:\n%s", got, want)
	}
}

// TestAddQuadsIsAddInTurn checks that AddQuads gives the list Add gives for each
// quad in turn: after a pass it extends, after one it cannot, with the quads in
// place (written into Spare) and elsewhere, and after a culled quad left out of
// the spare capacity (the run that follows is moved down).
func TestAddQuadsIsAddInTurn(t *testing.T) {
	q := func(i int) drawlist.Quad {
		f := float32(i) / 16
		return drawlist.Rect(-f, f, f, -f, drawlist.TexRect{U1: float32(i), V1: 2}, white)
	}
	var want, got drawlist.List
	for _, l := range []*drawlist.List{&want, &got} {
		l.Image("a.png")
		l.Image("b.png")
		l.Add(drawlist.OpSprites, 1, q(0))
	}
	// Add in turn: 1 1 | 2 2 2 | (one culled) 2 2 | 1.
	for i, tex := range []drawlist.TextureID{1, 1, 2, 2, 2, 2, 2, 1} {
		want.Add(drawlist.OpSprites, tex, q(i+1))
	}
	spare := got.Spare(9)
	if len(spare) < 9 {
		t.Fatalf("Spare(9) has %d quads", len(spare))
	}
	for i := range 9 {
		spare[i] = q(i + 1)
	}
	spare[5] = q(99) // culled: not added
	spare[6], spare[7], spare[8] = q(6), q(7), q(8)
	got.AddQuads(drawlist.OpSprites, 1, spare[0:2])            // in place, extends the first pass
	got.AddQuads(drawlist.OpSprites, 2, spare[2:5])            // in place, a new pass
	got.AddQuads(drawlist.OpSprites, 2, spare[6:8])            // moved down over the culled one
	got.AddQuads(drawlist.OpSprites, 1, []drawlist.Quad{q(8)}) // copied from elsewhere
	got.AddQuads(drawlist.OpSprites, 1, nil)                   // nothing
	if g, w := got.String(), want.String(); g != w {
		t.Errorf("AddQuads gave\n%s\nAdd gave\n%s", g, w)
	}
	if len(got.Quads) != len(want.Quads) {
		t.Fatalf("%d quads, want %d", len(got.Quads), len(want.Quads))
	}
	for i := range want.Quads {
		if got.Quads[i] != want.Quads[i] {
			t.Errorf("quad %d = %v, want %v", i, got.Quads[i], want.Quads[i])
		}
	}
}

// TestAddQuadsPanicsAsAdd checks that AddQuads keeps Add's rules.
func TestAddQuadsPanicsAsAdd(t *testing.T) {
	defer func() {
		if r := recover(); r == nil || !strings.Contains(r.(string), "lights pass outside a light map") {
			t.Errorf("recovered %v, want the lights-outside-a-light-map panic", r)
		}
	}()
	var l drawlist.List
	l.AddQuads(drawlist.OpLights, drawlist.WhiteTexture, []drawlist.Quad{{}})
}
