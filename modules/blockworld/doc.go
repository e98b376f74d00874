// Package blockworld is Griff's block world genre module (Terraria, 2D
// Minecraft): a large world of tiles kept in chunks generated from a seed,
// a miner who digs and places blocks with a hotbar, sand and gravel that
// fall, water that flows, light from the sky and from torches with a day
// and a night, and chunks saved and read back as the miner moves.
//
// A project uses it by naming it with the platformer module, whose player
// walks and jumps the miner: "modules": ["platformer", "blockworld"]. The
// module registers the template "blockworld" (`griff-player new blockworld
// folder/`), a generated world with a day and night cycle.
//
// # Components
//
//   - World (Blockworld.World), on one entity: the seed, the loading radius,
//     the day's length and the time, and the deltas of the chunks unloaded.
//   - Chunk (Blockworld.Chunk): a loaded chunk, a child entity of the World
//     made and removed by the system, with its blocks, water levels and
//     light, a Griff.Tilemap that draws the blocks, a Griff.TilemapWalls the
//     bodies collide with, and a child "Shade" whose Griff.Tilemap darkens
//     each tile by its light.
//   - Miner (Blockworld.Miner): the player's hotbar, aim and digging. Its
//     entity is a platformer body (Platformer.Player, Griff.Body,
//     Griff.Collider) with a Griff.Inventory (runtime/items) that holds what
//     it digs and what it places. The module reads the platformer's
//     components by no name: the physics world's tile walls are what the
//     player collides with, as in any platformer level.
//
// One step, StepBlockworld (before runtime.StepPhysics): load and unload
// chunks around the miners, the miners' hotbars, aims, digs and places,
// block physics, the time of day, and the root entities named "Cursor" (a
// sprite put on the aimed tile), "Hotbar" and "Clock" (texts written), each
// if the scene has it.
//
// # World
//
// Chunks are ChunkSize×ChunkSize tiles (32×32) of TileSize (16) world units;
// the world is WorldChunksY chunks (128 tiles) deep and as wide as an int32
// of chunks. Generate makes a chunk from the seed and its coordinates alone,
// so any chunk is the same whenever and wherever it is made: the surface is
// 1D value noise (hills every 48 tiles, ±12; bumps every 8, ±3) around row
// SurfaceBase; 3 or 4 tiles of dirt under grass (sand at and below the water
// line); stone; caves where two octaves of 2D value noise sum high (from 6
// tiles under the surface, wider deeper down); coal (1.4% of stone) and
// iron (0.9%, 24 tiles down); gravel pockets, never over a cave, so a world
// left alone is still; a tree in about half of each run of 7 columns; lakes
// where the surface dips below SeaLevel; bedrock at the bottom. The noise is
// integer arithmetic only (SplitMix64 hashes, 16.16 fixed point
// smoothstep), the same bits on every machine; TestGenerateIsTheSameEveryTime
// keeps the sums of five chunks.
//
// The world's seed is World.Seed, or, when it is 0, a number drawn from the
// game's seeded random numbers on the first step (so the project's seed
// picks the world). The miner is then put on SpawnColumn's surface.
//
// # Digging and placing
//
// The miner aims at a tile within Reach (5 tiles, Terraria's default range)
// of its centre: the mouse's tile while the mouse moved last, else the
// keys' (the block in front at the feet, or at the head when the feet's is
// open; over the head while "up" is held; under the feet while "down" is).
// Holding "dig" digs it: a block breaks after its hardness in steps
// (Block.Hardness: dirt 20, stone 60, iron 90, at 60 steps a second) with the
// pickaxe selected, twice that with anything else; a target that changes
// starts again. The block's item (Block.Item; grass gives dirt, leaves
// nothing) goes to the inventory. "place" puts the selected slot's block on
// the aimed tile if it is air or water, the miner holds one, a solid block
// would not overlap the miner, and it touches a block; a torch needs a solid
// block beside or below it (Terraria's rules). Keys 1 to 9 ("slot1".."slot9")
// and the wheel pick a slot.
//
// Trees fall as Terraria's (tree.go): a tree's foot (the block its trunk
// stands on) cannot be dug while it stands, so the keys aim at the trunk
// over it; digging a trunk's wood fells the tree above, its wood to the
// inventory and its crown's leaves gone; sand or gravel falling from under
// a tree breaks it. No wood or leaves are left floating.
//
// "craft" (C) makes the selected slot's item by its recipe (Recipes: a
// wood makes 4 planks; a coal and a wood 4 torches, Minecraft's amounts),
// so every block the world lists can be had: dug, or crafted from what is.
//
// # Block physics
//
// Every FallEvery (4) steps sand and gravel over air or water fall a tile;
// every FlowEvery (6) steps water flows: down as much as the tile below
// holds, then a level to each side (left first) whose level is two or more
// lower; levels 1 to MaxWater (8) as Minecraft's flowing water, never made
// or lost (a still pool is a mound whose neighbours differ by at most a
// level, not Minecraft's source blocks). Tiles are visited bottom row first,
// left to right, and a tile moved into is not moved again in the same
// update, so the order is fixed. Only loaded chunks move: the active area
// is the chunk columns within World.Radius (1) of a miner's column, 96
// tiles wide.
//
// # Light
//
// Two lights per tile, 0 to 15 as Minecraft's: sky light (15 in an open
// tile with only transparent tiles above it) and torch light (14 on a
// torch). Both spread to the four neighbours one less a tile, and into
// opaque blocks OpaqueFalloff (3) less a tile, so the ground's top few tiles
// fade into the dark and a thin wall lets a little through (Terraria's look;
// Minecraft stops light at opaque blocks). A chunk column is flood filled
// (breadth first) when it loads; a dig, a place or a fall relights the 31
// columns around it whole, which is exact: a tile's light changes by no more
// than 15 tiles sideways, but an opened roof lights the column to the bottom
// (TestLightIncrementalMatchesFull checks it against a whole relight). A
// tile is drawn darkened by 15 minus the larger of its sky light less the
// hour's Dim and its torch light, black at alpha d/15.
//
// The day lasts World.DaySteps (24,000 steps, 6 min 40 s at 60 steps a
// second: Minecraft's 24,000 ticks at its 20 a second is 20 minutes, long
// for a short game; the template's is 2 minutes). Dim is 0 for the first
// 45% of the day, rises to NightDim (8) by 55% (dusk), stays through the
// night (sky light 15 becomes 7; Minecraft's becomes 4, which with light
// fading into the ground left the surface black) and falls back from 90%. The
// clock reads 06:00 at step 0.
//
// # Chunks saved
//
// The chunk columns within World.Radius of a miner are loaded; a column
// more than Radius+1 from every miner is unloaded. An unloaded chunk that
// differs from what Generate makes is saved as a delta (EncodeDelta: the
// tiles that differ and a CRC-32) through the game's save store, as a
// record of runtime/saves (RecordName: a new version each time, so a game
// rewound or loaded still finds the version its World names, with the
// delta's checksum kept to refuse another; older versions stay in the
// store, a few bytes a changed tile); a game without a store keeps
// the deltas in World.Kept. The simulation never writes the game folder.
// A returning miner's chunks are generated again and given their deltas:
// blocks, water and, worked out again, light are bit for bit what was
// unloaded (TestChunksGoToTheStoreAndComeBack). A delta that is damaged,
// of another chunk or missing warns once and the chunk is as generated
// (DecodeDelta; FuzzDecodeDelta).
//
// # Network
//
// The module registers no network command: a miner is played by input
// actions and the pointer (cursor and wheel), which reach the host every
// step as input of the player index Miner.Input (runtime/network sends the
// pointer too), so a remote miner digs and places on the host as offline.
package blockworld
