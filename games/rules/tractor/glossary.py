"""Tractor (Shengji, 80 points): its terms as each language's players and documents write them.

Pure data, read by the rulings' question search (judging/ask_glossary.py) and listed in
docs/glossary.md (generated). Each row is a term, a column a language, its spellings separated by "
/ ", the Thai seed document's first; French, Spanish and Arabic are the usual words of trick-taking
games (docs/glossary.md).
"""

TERMS = """
English | Français | Español | العربية | ไทย
no-trump / no trump | sans-atout | sin triunfo | بدون طرنيب | โน-ทรัมป์
trump | atout | triunfo | طرنيب | ไพ่ทรัมป์ / ทรัมป์
kitty | chien / talon | monte | الورق الوسطاني | กองกลาง
bury | écarter | descartar | يدفن | ฝัง
overcall | surenchère | sobredeclarar | مزايدة | โอเวอร์คอล
dealer | donneur | repartidor | الموزع | เจ้ามือ
attackers / attacking team | attaquants | atacantes | المهاجمون / الفريق المهاجم | ฝ่ายโจมตี / ทีมโจมตี
defenders | défenseurs | defensores | المدافعون | ฝ่ายป้องกัน
level card | carte de niveau | carta de nivel | ورقة المستوى | ไพ่ระดับ
tractor | tracteur | tractor | جرار | แทรกเตอร์
follow suit | fournir | asistir | يتبع النوع | ตามดอก
big joker | grand joker | comodín grande | الجوكر الكبير | โจ๊กเกอร์ใหญ่
small joker | petit joker | comodín pequeño | الجوكر الصغير | โจ๊กเกอร์เล็ก
joker | joker | comodín | جوكر | โจ๊กเกอร์
suit | couleur | palo | نوع | ดอก
"""
