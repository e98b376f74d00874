package hosting_test

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/scenes"
)

// pngChunk appends a PNG chunk of kind with data, its length and CRC to b.
func pngChunk(b *bytes.Buffer, kind string, data []byte) {
	b.Write(binary.BigEndian.AppendUint32(nil, uint32(len(data))))
	c := append([]byte(kind), data...)
	b.Write(c)
	b.Write(binary.BigEndian.AppendUint32(nil, crc32.ChecksumIEEE(c)))
}

// bigPNG returns a PNG like shared/cases/png-huge's big.png: it declares
// 20000×20000 RGBA pixels and holds the first 16 rows, of one colour. Decoding
// it would allocate 1.6 GB before reading a pixel.
func bigPNG(t *testing.T) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := binary.BigEndian.AppendUint32(nil, 20000)
	ihdr = binary.BigEndian.AppendUint32(ihdr, 20000)
	pngChunk(&b, "IHDR", append(ihdr, 8, 6, 0, 0, 0))
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	row := make([]byte, 1+4*20000)
	for range 16 {
		zw.Write(row)
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	pngChunk(&b, "IDAT", z.Bytes())
	pngChunk(&b, "IEND", nil)
	return b.Bytes()
}

// pngHugeFolder returns shared/cases/png-huge's game folder (its project and
// scene are in testdata/png-huge; the image is made here), with big.png or
// without it.
func pngHugeFolder(t *testing.T, withImage bool) fstest.MapFS {
	fsys := fstest.MapFS{}
	for _, name := range []string{"project.griff", "scenes/main.json"} {
		data, err := os.ReadFile(filepath.Join("testdata", "png-huge", filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		fsys[name] = &fstest.MapFile{Data: data}
	}
	if withImage {
		fsys["assets/big.png"] = &fstest.MapFile{Data: bigPNG(t)}
	}
	return fsys
}

// A headless run (griff-player --frames, --server, the headless build) reports
// an image the window could not draw once in the game's problem log, as the
// window does: too big (shared/cases/png-huge, read from its header: the whole
// run allocates a few megabytes, not the 1.6 GB the pixels would take) or
// missing.
func TestHeadlessRunReportsImagesItCannotDraw(t *testing.T) {
	tests := []struct {
		name      string
		withImage bool
		want      string
	}{
		{"too big", true, "rendering: image assets/big.png: too big: 20000x20000 pixels, more than 4096 on a side; drawn as a magenta placeholder"},
		{"missing", false, "rendering: image assets/big.png: open assets/big.png: file does not exist; drawn as a magenta placeholder"},
	}
	for _, tc := range tests {
		fsys := pngHugeFolder(t, tc.withImage)
		var problems []scenes.Problem
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		lg, err := hosting.Load(fsys, "png-huge")
		if err != nil {
			t.Fatal(err)
		}
		res, err := hosting.RunFrames(lg, hosting.Options{Problems: func(p scenes.Problem) { problems = append(problems, p) }}, 30)
		runtime.ReadMemStats(&after)
		if err != nil || res.Steps != 30 {
			t.Fatalf("%s: RunFrames = %+v, %v", tc.name, res, err)
		}
		if len(problems) != 1 || problems[0].Message != tc.want || problems[0].Entity != "Spr" || problems[0].Component != "Griff.Sprite" {
			t.Errorf("%s: problems %v, want one about Spr's Griff.Sprite: %q", tc.name, problems, tc.want)
		}
		if n := after.TotalAlloc - before.TotalAlloc; n > 8<<20 {
			t.Errorf("%s: loading and 30 frames allocated %d bytes, want under 8 MiB", tc.name, n)
		}
	}
}

// The built-in game's images are all drawable: a headless run of it reports no
// image problem.
func TestHeadlessRunOfBuiltinGameReportsNoImage(t *testing.T) {
	var problems []string
	_, err := hosting.RunFrames(builtin(t), hosting.Options{Problems: func(p scenes.Problem) {
		if strings.Contains(p.Message, "image") {
			problems = append(problems, p.String())
		}
	}}, 60)
	if err != nil || len(problems) != 0 {
		t.Errorf("RunFrames: %v; image problems %q, want none", err, problems)
	}
}

// Recording and replaying check images as RunFrames does: each reports the
// too-big image once.
func TestRecordAndReplayReportImagesItCannotDraw(t *testing.T) {
	const want = "rendering: image assets/big.png: too big: 20000x20000 pixels, more than 4096 on a side; drawn as a magenta placeholder"
	lg, err := hosting.Load(pngHugeFolder(t, true), "png-huge")
	if err != nil {
		t.Fatal(err)
	}
	var recorded, replayed []string
	p, err := hosting.Record(lg, hosting.Options{Problems: func(p scenes.Problem) { recorded = append(recorded, p.Message) }}, nil, 20)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := hosting.Replay(lg, hosting.Options{Problems: func(p scenes.Problem) { replayed = append(replayed, p.Message) }}, p, 0); err != nil {
		t.Fatal(err)
	}
	for name, got := range map[string][]string{"record": recorded, "replay": replayed} {
		if len(got) != 1 || got[0] != want {
			t.Errorf("%s: problems %q, want one: %q", name, got, want)
		}
	}
}
