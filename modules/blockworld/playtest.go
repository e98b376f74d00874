package blockworld

import (
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// minerReport is what a playtest report says about a miner.
type minerReport struct {
	// Tile is the tile of the miner's centre.
	Tile [2]int `json:"tile"`
	// Aim is the tile aimed at and Block what is there, when one is
	// within reach.
	Aim   *[2]int `json:"aim,omitempty"`
	Block string  `json:"block,omitempty"`
	// Slot is the hotbar's selected slot (1 to 9) and Item its item.
	Slot   int    `json:"slot"`
	Item   string `json:"item"`
	Mined  int    `json:"mined"`
	Placed int    `json:"placed"`
}

// worldReport is what a playtest report says about the world.
type worldReport struct {
	Seed   uint64 `json:"seed"`
	Time   int    `json:"time"`
	Dim    int    `json:"dim"`
	Loaded int    `json:"loadedChunks"`
	Saved  int    `json:"savedChunks"`
}

// PlaytestReport reports the world ("world": seed, time, darkness, chunks
// loaded and saved) and each miner ("miner": its tile, aim, hotbar slot,
// blocks dug and placed); it implements runtime.PlaytestReporter.
func (s *system) PlaytestReport(g *runtime.Game, dst []runtime.PlaytestFact) []runtime.PlaytestFact {
	for we, w := range scenes.Active[World](g.Scene()) {
		n := 0
		for _, e := range we.Children() {
			if scenes.Has[Chunk](e) {
				n++
			}
		}
		dst = append(dst, runtime.PlaytestFact{Subject: we.String(), Name: "world",
			Value: worldReport{Seed: w.Seed, Time: w.Time, Dim: w.Dim, Loaded: n, Saved: len(w.Kept) + len(w.Stored)}})
		break
	}
	for me, m := range scenes.Active[Miner](g.Scene()) {
		p := me.Transform().Position()
		x, y := TileOf(p[0], p[1])
		r := minerReport{Tile: [2]int{x, y}, Slot: m.Selected + 1, Mined: m.Mined, Placed: m.Placed}
		if m.Selected >= 0 && m.Selected < len(m.Hotbar) {
			r.Item = m.Hotbar[m.Selected]
		}
		if m.Aimed {
			r.Aim = &[2]int{m.TX, m.TY}
			b, _, _ := BlockAt(g.Scene(), m.TX, m.TY)
			r.Block = b.String()
		}
		dst = append(dst, runtime.PlaytestFact{Subject: me.String(), Name: "miner", Value: r})
	}
	return dst
}
