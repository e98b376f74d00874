package ebitenview_test

import (
	"bytes"
	"encoding/binary"
	"hash/crc32"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/ebitenview"
	"github.com/hajimehoshi/ebiten/v2"
)

// hugePNG returns a PNG that declares w×h RGBA pixels in its header and holds
// none: decoding it would fail, reading its size does not.
func hugePNG(w, h uint32) []byte {
	var b bytes.Buffer
	b.WriteString("\x89PNG\r\n\x1a\n")
	ihdr := binary.BigEndian.AppendUint32(nil, w)
	ihdr = binary.BigEndian.AppendUint32(ihdr, h)
	ihdr = append(ihdr, 8, 6, 0, 0, 0) // 8-bit RGBA, deflate, no filter, no interlace
	chunk := append([]byte("IHDR"), ihdr...)
	b.Write(binary.BigEndian.AppendUint32(nil, uint32(len(ihdr))))
	b.Write(chunk)
	b.Write(binary.BigEndian.AppendUint32(nil, crc32.ChecksumIEEE(chunk)))
	return b.Bytes()
}

// An image too big to load is refused from its header, before its pixels are
// decoded (shared/cases/png-huge: a 20000×20000 PNG took 1.69 GB): the problem
// names its size, not a decoding error.
func TestHugeImageRefusedFromItsHeader(t *testing.T) {
	var problems []string
	v := ebitenview.New(fstest.MapFS{"big.png": {Data: hugePNG(20000, 20000)}}, nil, ebitenview.Options{
		Problems: func(err error) { problems = append(problems, err.Error()) },
	})
	var l drawlist.List
	l.Add(drawlist.OpSprites, l.Image("big.png"), pxRect(0, 0, 8, 8, 16, 8, drawlist.TexRect{U1: 2, V1: 2}, opaque))
	if err := v.Draw(ebiten.NewImage(16, 8), &l); err != nil {
		t.Fatal(err)
	}
	if len(problems) != 1 || !strings.Contains(problems[0], "20000x20000 pixels, more than 4096 on a side") {
		t.Errorf("problems %q, want one saying 20000x20000 is more than 4096 on a side", problems)
	}
}
