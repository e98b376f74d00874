# Level 2: Ruby Harvest
size 8 8
colours 6
moves 20
goal clear 1 25
seed 12
cell 40
tile 32
image assets/gems.png
at 300 20
